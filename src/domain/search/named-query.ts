import type { SearchFilter, SortBy } from './search-filter';
import type { SearchItem } from './search-item';
import type { Facet, SearchResponse } from './search-response';

/** docs/product.md#search-provider, docs/product.md#constants-and-limits: the search page size. */
export const SEARCH_PAGE_SIZE = 20;

/** docs/product.md#search-provider: the store's query on the search page is named 'search'. */
export const SEARCH_QUERY_NAME = 'search';

/** docs/product.md#search-provider: a query starts on page 1. */
export const FIRST_PAGE = 1;

/** docs/product.md#search-provider: the initial offset when a list does not set one. */
export const DEFAULT_INITIAL_OFFSET = 0;

/**
 * docs/product.md#search-data, docs/product.md#search-provider what is asked of the search
 * provider.
 */
export interface SearchQuery {
  readonly q: string;
  readonly limit: number;
  readonly offset: number;
  readonly filters: readonly SearchFilter[];
  readonly sort: readonly SortBy[];
}

/** docs/product.md#search-data, plus what docs/product.md#search-provider needs to rebuild it. */
export interface NamedQuery {
  readonly name: string;
  /** The last response applied; `null` before the first. */
  readonly results: SearchResponse | null;
  readonly query: SearchQuery;
  /** Every item loaded so far, over all pages. */
  readonly items: readonly SearchItem[];
  /**
   * The facets of the first response, kept so that choices do not vanish
   * (docs/product.md#validation disabled).
   */
  readonly initialFacets: readonly Facet[];
  readonly initialFilters: readonly SearchFilter[];
  /** docs/product.md#search-provider "plus an initial offset": where page 1 starts. */
  readonly initialOffset: number;
  /**
   * docs/product.md#search-provider rules: fixed constraints of the list, sent with every search,
   * never reset.
   */
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
 * docs/product.md#search-data, docs/product.md#search-provider: a fresh named query on page 1 —
 * named 'search', q '', limit 20 (docs/product.md#constants-and-limits page size), no sort — unless
 * the options say otherwise. `filters` become the initial filters that reset restores. A limit
 * below 1 or a negative offset is a bug and throws.
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
