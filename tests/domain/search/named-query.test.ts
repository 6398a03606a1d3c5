import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_PAGE_SIZE,
  createNamedQuery,
  DEFAULT_INITIAL_OFFSET,
  FIRST_PAGE,
  SEARCH_QUERY_NAME,
} from '@/domain/search/named-query';
import { filters } from '../../support/search-arbitraries';

describe('named query (docs/product.md#search-data)', () => {
  it('starts as the search page query: named search, q empty, 20 a page, page 1', () => {
    expect(SEARCH_QUERY_NAME).toBe('search');
    expect(FIRST_PAGE).toBe(1);
    expect(DEFAULT_INITIAL_OFFSET).toBe(0);
    expect(SEARCH_PAGE_SIZE).toBe(20);
    expect(createNamedQuery()).toEqual({
      name: 'search',
      results: null,
      query: { q: '', limit: 20, offset: 0, filters: [], sort: [] },
      items: [],
      initialFacets: [],
      initialFilters: [],
      initialOffset: 0,
      rules: [],
      isLastPage: false,
      currentPage: 1,
    });
  });

  test.prop([
    fc.string(),
    fc.string(),
    fc.integer({ min: 1, max: 100 }),
    fc.nat({ max: 500 }),
    filters,
    filters,
  ])(
    'keeps what it is given; the filters become the initial filters',
    (name, q, limit, initialOffset, given, rules) => {
      const state = createNamedQuery({ name, q, limit, initialOffset, filters: given, rules });
      expect(state).toEqual({
        name,
        results: null,
        query: { q, limit, offset: initialOffset, filters: given, sort: [] },
        items: [],
        initialFacets: [],
        initialFilters: given,
        initialOffset,
        rules,
        isLastPage: false,
        currentPage: 1,
      });
    },
  );

  it('takes a limit of 1 and an initial offset of 0, and no less', () => {
    expect(createNamedQuery({ limit: 1, initialOffset: 0 }).query).toMatchObject({
      limit: 1,
      offset: 0,
    });
    expect(() => createNamedQuery({ limit: 0 })).toThrow(new RangeError('Invalid limit 0'));
    expect(() => createNamedQuery({ limit: -1 })).toThrow(RangeError);
    expect(() => createNamedQuery({ limit: 1.5 })).toThrow(RangeError);
    expect(() => createNamedQuery({ initialOffset: -1 })).toThrow(
      new RangeError('Invalid initial offset -1'),
    );
    expect(() => createNamedQuery({ initialOffset: 0.5 })).toThrow(RangeError);
  });
});
