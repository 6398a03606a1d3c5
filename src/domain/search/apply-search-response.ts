import { FIRST_PAGE, type NamedQuery } from './named-query';
import { isLastPage } from './search-paging';
import type { Facet, SearchResponse } from './search-response';

/**
 * docs/product.md#search-data, docs/product.md#filters-and-sort, docs/product.md#search-provider:
 * the named query once `response` (the answer to its current request) is in. A later page appends
 * its items (load more); page 1 replaces them. The facets of the first response are kept as the
 * initial facets until the search starts afresh.
 */
export function applySearchResponse(state: NamedQuery, response: SearchResponse): NamedQuery {
  return {
    ...state,
    results: response,
    items: state.currentPage > FIRST_PAGE ? [...state.items, ...response.items] : response.items,
    initialFacets: state.initialFacets.length === 0 ? response.facets : state.initialFacets,
    isLastPage: isLastPage(response.meta, response.items.length),
  };
}

/** The facets of the current result; none before the first response. */
export function currentFacets(state: NamedQuery): readonly Facet[] {
  return state.results?.facets ?? [];
}
