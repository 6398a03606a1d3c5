import type { NamedQuery } from './named-query';
import { withSort } from './query-change';
import type { SortOrder } from './search-filter';

/** docs/product.md#search-provider "sort by price": the provider's price field. */
export const PRICE_SORT_FIELD = 'price';

/**
 * docs/product.md#filters-and-sort: a sort change sets one sort field with an order, or removes
 * sorting when no order is given (the provider's relevance order). Back on page 1.
 */
export function setSort(state: NamedQuery, field: string, order?: SortOrder): NamedQuery {
  return withSort(state, order === undefined ? [] : [{ field, order }]);
}

/** docs/product.md#search-provider store actions: sort by price, ascending or descending. */
export function sortByPrice(state: NamedQuery, order: SortOrder): NamedQuery {
  return setSort(state, PRICE_SORT_FIELD, order);
}

/** The order the query sorts `field` in, if it sorts by it. */
export function sortOrderOf(state: NamedQuery, field: string): SortOrder | undefined {
  return state.query.sort.find((sort) => sort.field === field)?.order;
}
