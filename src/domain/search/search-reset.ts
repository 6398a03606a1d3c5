import { createNamedQuery, type NamedQuery } from './named-query';
import { firstPage } from './search-paging';

/**
 * docs/product.md#filters-and-sort: reset restores the initial filters and clears the sort, back on
 * page 1.
 */
export function resetFilters(state: NamedQuery): NamedQuery {
  return firstPage({
    ...state,
    query: { ...state.query, filters: state.initialFilters, sort: [] },
  });
}

/**
 * A new search text starts the named query afresh: same name, limit, initial offset, initial
 * filters and rules; no sort, no items, and the initial facets are captured again.
 */
export function searchFor(state: NamedQuery, q: string): NamedQuery {
  return createNamedQuery({
    name: state.name,
    q,
    limit: state.query.limit,
    initialOffset: state.initialOffset,
    filters: state.initialFilters,
    rules: state.rules,
  });
}
