import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { setInStockOnline } from '@/domain/search/in-stock-filter';
import { createNamedQuery } from '@/domain/search/named-query';
import { valueFilter } from '@/domain/search/search-filter';
import { nextPage } from '@/domain/search/search-paging';
import { searchRequest } from '@/domain/search/search-request';
import { sortByPrice } from '@/domain/search/search-sort';
import { applyChange, namedQuery, queryChange } from '../../support/search-arbitraries';

describe('search request (docs/product.md#search-provider)', () => {
  test.prop([namedQuery, fc.array(queryChange, { maxLength: 10 })])(
    'asks for the query as it stands, with the rules',
    (start, changes) => {
      const state = changes.reduce(applyChange, start);
      expect(searchRequest(state)).toEqual({ type: 'search', ...state.query, rules: state.rules });
    },
  );

  it('the search page asks for q, 20 items from offset 0, then the next 20', () => {
    expect(searchRequest(createNamedQuery())).toEqual({
      type: 'search',
      q: '',
      limit: 20,
      offset: 0,
      filters: [],
      sort: [],
      rules: [],
    });
    const rules = [valueFilter('category1', ['Outlet'])];
    const state = nextPage(
      setInStockOnline(sortByPrice(createNamedQuery({ q: 'bowl', rules }), 'desc'), true),
    );
    expect(searchRequest(state)).toEqual({
      type: 'search',
      q: 'bowl',
      limit: 20,
      offset: 20,
      filters: [{ name: 'quantity', type: 'range', values: [{ from: 0, to: 0 }], exclude: true }],
      sort: [{ field: 'price', order: 'desc' }],
      rules: [{ name: 'category1', type: 'category', values: ['Outlet'] }],
    });
  });
});
