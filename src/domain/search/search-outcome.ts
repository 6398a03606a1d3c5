import type { NamedQuery } from './named-query';

/** docs/product.md#errors empty search: the translation key shown when a search finds nothing. */
export const SEARCH_NO_RESULTS = 'Search_NoResults';

/**
 * docs/product.md#errors: the Search_NoResults text once an answer is in and it holds no item;
 * `null` before the first answer (nothing is known yet) and while there are items.
 */
export function noResultsMessage(state: NamedQuery): string | null {
  return state.results !== null && state.items.length === 0 ? SEARCH_NO_RESULTS : null;
}

/**
 * docs/product.md#filters-and-sort load more: a next page can be asked for once an answer is in and
 * it was not the last page (before the first answer there is no page to follow).
 */
export function canLoadMore(state: NamedQuery): boolean {
  return state.results !== null && !state.isLastPage;
}
