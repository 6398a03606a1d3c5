import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { withFilters, withSort } from '@/domain/search/query-change';
import { goToPage } from '@/domain/search/search-paging';
import {
  applyChange,
  filterChange,
  filters,
  namedQuery,
  sortField,
  sortOrder,
} from '../../support/search-arbitraries';

const laterPage = fc.integer({ min: 2, max: 9 });

describe('every filter change returns to page 1 (docs/product.md#filters-and-sort)', () => {
  test.prop([namedQuery, laterPage, filterChange])(
    'whatever the change, from whatever page',
    (start, page, change) => {
      const changed = applyChange(goToPage(start, page), change);
      expect(changed.currentPage).toBe(1);
      expect(changed.query.offset).toBe(start.initialOffset);
    },
  );

  test.prop([namedQuery, laterPage, filters])('new filters, page 1', (start, page, given) => {
    const changed = withFilters(goToPage(start, page), given);
    expect(changed).toEqual({ ...start, query: { ...start.query, filters: given } });
  });

  test.prop([namedQuery, laterPage, sortField, sortOrder])(
    'new sort, page 1',
    (start, page, field, order) => {
      const changed = withSort(goToPage(start, page), [{ field, order }]);
      expect(changed).toEqual({ ...start, query: { ...start.query, sort: [{ field, order }] } });
    },
  );
});
