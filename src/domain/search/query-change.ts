import type { NamedQuery } from './named-query';
import type { SearchFilter, SortBy } from './search-filter';
import { firstPage } from './search-paging';

/** SPEC §4: new filters, back on page 1. */
export function withFilters(state: NamedQuery, filters: readonly SearchFilter[]): NamedQuery {
  return firstPage({ ...state, query: { ...state.query, filters } });
}

/** SPEC §4: a new sort, back on page 1 (the items are ordered anew from the first). */
export function withSort(state: NamedQuery, sort: readonly SortBy[]): NamedQuery {
  return firstPage({ ...state, query: { ...state.query, sort } });
}
