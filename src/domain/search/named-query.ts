import { SEARCH_PAGE_SIZE } from '../constants';
import type { SearchFilter, SortBy } from './search-filter';
import type { SearchItem } from './search-item';
import type { Facet, SearchResponse } from './search-response';

/** SPEC §7: the store's query on the search page is named 'search'. */
export const SEARCH_QUERY_NAME = 'search';

/** SPEC §7: a query starts on page 1. */
export const FIRST_PAGE = 1;

/** SPEC §7: the initial offset when a list does not set one. */
export const DEFAULT_INITIAL_OFFSET = 0;

/** SPEC §3/§7 what is asked of the search provider. */
export interface SearchQuery {
  readonly q: string;
  readonly limit: number;
  readonly offset: number;
  readonly filters: readonly SearchFilter[];
  readonly sort: readonly SortBy[];
}

/** SPEC §3 Search state per named query, plus what §7 needs to rebuild it. */
export interface NamedQuery {
  readonly name: string;
  /** The last response applied; `null` before the first. */
  readonly results: SearchResponse | null;
  readonly query: SearchQuery;
  /** Every item loaded so far, over all pages. */
  readonly items: readonly SearchItem[];
  /** The facets of the first response, kept so that choices do not vanish (§5 disabled). */
  readonly initialFacets: readonly Facet[];
  readonly initialFilters: readonly SearchFilter[];
  /** SPEC §7 "plus an initial offset": where page 1 starts. */
  readonly initialOffset: number;
  /** SPEC §7 rules: fixed constraints of the list, sent with every search, never reset. */
  readonly rules: readonly SearchFilter[];
  readonly isLastPage: boolean;
  readonly currentPage: number;
}

export interface NamedQueryOptions {
  readonly name?: string;
  readonly q?: string;
  readonly limit?: number;
  readonly initialOffset?: number;
  readonly filters?: readonly SearchFilter[];
  readonly rules?: readonly SearchFilter[];
}

/**
 * SPEC §3/§7: a fresh named query on page 1 — named 'search', q '', limit 20 (§9 page size),
 * no sort — unless the options say otherwise. `filters` become the initial filters that
 * reset restores. A limit below 1 or a negative offset is a bug and throws.
 */
export function createNamedQuery(options: NamedQueryOptions = {}): NamedQuery {
  const {
    name = SEARCH_QUERY_NAME,
    q = '',
    limit = SEARCH_PAGE_SIZE,
    initialOffset = DEFAULT_INITIAL_OFFSET,
    filters = [],
    rules = [],
  } = options;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Invalid limit ${limit}`);
  if (!Number.isInteger(initialOffset) || initialOffset < 0) {
    throw new RangeError(`Invalid initial offset ${initialOffset}`);
  }
  return {
    name,
    results: null,
    query: { q, limit, offset: initialOffset, filters, sort: [] },
    items: [],
    initialFacets: [],
    initialFilters: filters,
    initialOffset,
    rules,
    isLastPage: false,
    currentPage: FIRST_PAGE,
  };
}
