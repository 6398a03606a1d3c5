import type { NamedQuery } from './named-query';
import type { SearchFilter, SortBy } from './search-filter';

/** docs/product.md#search-provider: what is asked of the search provider. */
export interface SearchRequest {
  readonly type: 'search';
  readonly q: string;
  readonly limit: number;
  readonly offset: number;
  readonly filters: readonly SearchFilter[];
  readonly sort: readonly SortBy[];
  readonly rules: readonly SearchFilter[];
}

/**
 * docs/product.md#search-provider: the search request of a named query: its q, limit, offset,
 * filters, sort and rules.
 */
export function searchRequest(state: NamedQuery): SearchRequest {
  const { q, limit, offset, filters, sort } = state.query;
  return { type: 'search', q, limit, offset, filters, sort, rules: state.rules };
}
