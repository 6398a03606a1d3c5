import type { NamedQuery } from './named-query';
import type { SearchFilter, SortBy } from './search-filter';
import { firstPage } from './search-paging';

/** docs/product.md#filters-and-sort: new filters, back on page 1. */
export function withFilters(state: NamedQuery, filters: readonly SearchFilter[]): NamedQuery {
  return firstPage({ ...state, query: { ...state.query, filters } });
}

/**
 * docs/product.md#filters-and-sort: a new sort, back on page 1 (the items are ordered anew from the
 * first).
 */
export function withSort(state: NamedQuery, sort: readonly SortBy[]): NamedQuery {
  return firstPage({ ...state, query: { ...state.query, sort } });
}
