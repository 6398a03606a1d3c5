import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createNamedQuery } from '@/domain/search/named-query';
import { goToPage } from '@/domain/search/search-paging';
import { PRICE_SORT_FIELD, setSort, sortByPrice, sortOrderOf } from '@/domain/search/search-sort';
import {
  applyChange,
  namedQuery,
  queryChange,
  sortField,
  sortOrder,
} from '../../support/search-arbitraries';

describe('sort (docs/product.md#filters-and-sort)', () => {
  test.prop([namedQuery, fc.array(queryChange, { maxLength: 10 }), sortField, sortOrder])(
    'a sort change sets one field with its order, whatever was sorted before',
    (start, changes, field, order) => {
      const sorted = setSort(changes.reduce(applyChange, start), field, order);
      expect(sorted.query.sort).toEqual([{ field, order }]);
      expect(sortOrderOf(sorted, field)).toBe(order);
    },
  );

  test.prop([namedQuery, fc.array(queryChange, { maxLength: 10 }), sortField])(
    'with no order the sorting is removed',
    (start, changes, field) => {
      const cleared = setSort(changes.reduce(applyChange, start), field);
      expect(cleared.query.sort).toEqual([]);
      expect(sortOrderOf(cleared, field)).toBeUndefined();
    },
  );

  test.prop([namedQuery, fc.array(queryChange, { maxLength: 15 })])(
    'a query never sorts by more than one field',
    (start, changes) => {
      expect(changes.reduce(applyChange, start).query.sort.length).toBeLessThanOrEqual(1);
    },
  );

  test.prop([
    namedQuery,
    sortField,
    fc.option(sortOrder, { nil: undefined }),
    fc.integer({ min: 2, max: 9 }),
  ])(
    'a sort change returns to page 1 and leaves the filters alone',
    (start, field, order, page) => {
      const sorted = setSort(goToPage(start, page), field, order);
      expect(sorted.currentPage).toBe(1);
      expect(sorted.query.offset).toBe(start.initialOffset);
      expect(sorted.query.filters).toBe(start.query.filters);
    },
  );

  it('sorts by price ascending or descending', () => {
    expect(PRICE_SORT_FIELD).toBe('price');
    const start = createNamedQuery();
    expect(sortByPrice(start, 'asc').query.sort).toEqual([{ field: 'price', order: 'asc' }]);
    expect(sortByPrice(start, 'desc').query.sort).toEqual([{ field: 'price', order: 'desc' }]);
  });

  it('a sort with no order removes the sorting', () => {
    const sorted = setSort(createNamedQuery(), 'created_at', 'desc');
    expect(sorted.query.sort).toEqual([{ field: 'created_at', order: 'desc' }]);
    expect(setSort(sorted, 'created_at').query.sort).toEqual([]);
    expect(setSort(sorted, 'price').query.sort).toEqual([]);
  });

  it('tells the order of the sorted field only', () => {
    const sorted = sortByPrice(createNamedQuery(), 'desc');
    expect(sortOrderOf(sorted, 'price')).toBe('desc');
    expect(sortOrderOf(sorted, 'created_at')).toBeUndefined();
    expect(sortOrderOf(createNamedQuery(), 'price')).toBeUndefined();
  });
});
