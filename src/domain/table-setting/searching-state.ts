/**
 * docs/product.md#table-setting: the searching state has an id (the plate's category) and an open
 * flag. Closing keeps the id, so the tool remembers which category was looked at last.
 */
export interface SearchingState {
  readonly id: string | undefined;
  readonly open: boolean;
}

/** Nothing searched yet: the tool shows its summary list. */
export const CLOSED_SEARCH: SearchingState = { id: undefined, open: false };

/**
 * docs/product.md#search-and-filters, docs/product.md#filters-and-sort: clicking a plate opens the
 * search view for its category; clicking the open category again closes it. Clicking another plate
 * while one is open switches to that one.
 */
export function togglePlate(state: SearchingState, category: string): SearchingState {
  const closing = state.open && state.id === category;
  return { id: category, open: !closing };
}

/**
 * docs/product.md#search-and-filters go-back control and docs/product.md#filters-and-sort
 * "selecting a variant on mobile returns to the list".
 */
export function closeSearch(state: SearchingState): SearchingState {
  return { id: state.id, open: false };
}

/**
 * docs/product.md#filters-and-sort: selecting a variant on mobile returns to the list (the search
 * view closes); on a wider screen the list shows beside the search view, which stays open.
 */
export function searchAfterSelect(state: SearchingState, onMobile: boolean): SearchingState {
  return onMobile ? closeSearch(state) : state;
}

/** Whether the search view of this category is showing. */
export function isCategoryOpen(state: SearchingState, category: string): boolean {
  return state.open && state.id === category;
}

/**
 * docs/product.md#filters-and-sort: other categories dim while one is open; with none open nothing
 * is dimmed.
 */
export function isCategoryDimmed(state: SearchingState, category: string): boolean {
  return state.open && state.id !== category;
}
