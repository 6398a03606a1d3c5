import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { applySearchResponse } from '@/domain/search/apply-search-response';
import { toggleFacetValue } from '@/domain/search/facet-toggle';
import { setInStockOnline } from '@/domain/search/in-stock-filter';
import { createNamedQuery } from '@/domain/search/named-query';
import { valueFilter } from '@/domain/search/search-filter';
import { nextPage } from '@/domain/search/search-paging';
import { resetFilters, searchFor } from '@/domain/search/search-reset';
import { sortByPrice } from '@/domain/search/search-sort';
import {
  anItem,
  applyChange,
  namedQuery,
  queryChange,
  searchResponse,
} from '../../support/search-arbitraries';

describe('reset (docs/product.md#filters-and-sort)', () => {
  test.prop([namedQuery, fc.array(queryChange, { maxLength: 15 })])(
    'reset after anything gives back the fresh query',
    (start, changes) => {
      expect(resetFilters(changes.reduce(applyChange, start))).toEqual(start);
    },
  );

  it('restores the initial filters, clears the sort and returns to page 1', () => {
    const start = createNamedQuery({
      q: 'plate',
      initialOffset: 3,
      filters: [valueFilter('category1', ['Tableware'])],
    });
    const changed = nextPage(
      setInStockOnline(sortByPrice(toggleFacetValue(start, 'color', 'Blue'), 'asc'), true),
    );
    expect(changed.currentPage).toBe(2);
    expect(resetFilters(changed).query).toEqual({
      q: 'plate',
      limit: 20,
      offset: 3,
      filters: [{ name: 'category1', type: 'category', values: ['Tableware'] }],
      sort: [],
    });
    expect(resetFilters(changed).currentPage).toBe(1);
  });

  test.prop([namedQuery, fc.array(queryChange, { maxLength: 10 }), searchResponse, fc.string()])(
    'a new search text starts the query afresh with the same set-up',
    (start, changes, response, q) => {
      const used = applySearchResponse(changes.reduce(applyChange, start), response);
      expect(searchFor(used, q)).toEqual(
        createNamedQuery({
          name: start.name,
          q,
          limit: start.query.limit,
          initialOffset: start.initialOffset,
          filters: start.initialFilters,
          rules: start.rules,
        }),
      );
    },
  );

  it('a new search text forgets items, results and facets', () => {
    const start = createNamedQuery({ name: 'search', limit: 24, initialOffset: 2 });
    const used = applySearchResponse(start, {
      items: [anItem('a')],
      facets: [{ name: 'color', values: [{ value: 'Blue' }] }],
      meta: { rid: 'r', total: 1, offset: 2, limit: 24 },
      redirectUrl: null,
    });
    const fresh = searchFor(used, 'bowl');
    expect(fresh.query).toEqual({ q: 'bowl', limit: 24, offset: 2, filters: [], sort: [] });
    expect(fresh.items).toEqual([]);
    expect(fresh.results).toBeNull();
    expect(fresh.initialFacets).toEqual([]);
    expect(fresh.isLastPage).toBe(false);
  });
});
