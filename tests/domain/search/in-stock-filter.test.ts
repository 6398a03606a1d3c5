import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  IN_STOCK_FIELD,
  IN_STOCK_ONLINE_FILTER,
  isInStockOnline,
  OUT_OF_STOCK_QUANTITY,
  setInStockOnline,
  toggleInStockOnline,
} from '@/domain/search/in-stock-filter';
import { createNamedQuery } from '@/domain/search/named-query';
import { removeFilter, valueFilter } from '@/domain/search/search-filter';
import { goToPage } from '@/domain/search/search-paging';
import { applyChange, namedQuery, queryChange } from '../../support/search-arbitraries';

describe('in stock online (docs/product.md#filters-and-sort)', () => {
  it('is an exclusion range from 0 to 0 on the quantity field', () => {
    expect(IN_STOCK_FIELD).toBe('quantity');
    expect(OUT_OF_STOCK_QUANTITY).toBe(0);
    expect(IN_STOCK_ONLINE_FILTER).toEqual({
      name: 'quantity',
      type: 'range',
      values: [{ from: 0, to: 0 }],
      exclude: true,
    });
  });

  test.prop([namedQuery, fc.array(queryChange, { maxLength: 10 }), fc.boolean()])(
    'setting it adds or removes exactly that filter, leaving the others',
    (start, changes, on) => {
      const before = changes.reduce(applyChange, start);
      const after = setInStockOnline(before, on);
      expect(isInStockOnline(after)).toBe(on);
      expect(after.query.filters.filter((filter) => filter.name === 'quantity')).toEqual(
        on ? [IN_STOCK_ONLINE_FILTER] : [],
      );
      expect(removeFilter(after.query.filters, 'quantity')).toEqual(
        removeFilter(before.query.filters, 'quantity'),
      );
    },
  );

  test.prop([namedQuery, fc.array(queryChange, { maxLength: 10 })])(
    'toggling flips it, and toggling twice from off restores the filters',
    (start, changes) => {
      const before = changes.reduce(applyChange, start);
      const once = toggleInStockOnline(before);
      expect(isInStockOnline(once)).toBe(!isInStockOnline(before));
      if (!isInStockOnline(before)) {
        expect(toggleInStockOnline(once).query.filters).toEqual(before.query.filters);
      }
    },
  );

  test.prop([namedQuery, fc.boolean(), fc.integer({ min: 2, max: 9 })])(
    'a change returns to page 1',
    (start, on, page) => {
      for (const changed of [
        setInStockOnline(goToPage(start, page), on),
        toggleInStockOnline(goToPage(start, page)),
      ]) {
        expect(changed.currentPage).toBe(1);
        expect(changed.query.offset).toBe(start.initialOffset);
      }
    },
  );

  it('only an exclusion range on quantity counts as in stock online', () => {
    const withFilter = (filter: Parameters<typeof createNamedQuery>[0]) =>
      isInStockOnline(createNamedQuery(filter));
    expect(withFilter({ filters: [IN_STOCK_ONLINE_FILTER] })).toBe(true);
    expect(withFilter({ filters: [valueFilter('quantity', ['0'])] })).toBe(false);
    expect(withFilter({ filters: [{ ...IN_STOCK_ONLINE_FILTER, exclude: false }] })).toBe(false);
    expect(withFilter({ filters: [{ ...IN_STOCK_ONLINE_FILTER, name: 'stock' }] })).toBe(false);
    expect(withFilter({})).toBe(false);
  });

  it('toggling turns it on after the other filters, then off again', () => {
    const blue = valueFilter('color', ['Blue']);
    const on = toggleInStockOnline(createNamedQuery({ filters: [blue] }));
    expect(on.query.filters).toEqual([blue, IN_STOCK_ONLINE_FILTER]);
    expect(toggleInStockOnline(on).query.filters).toEqual([blue]);
  });

  it('turning it on twice keeps one filter; turning it off when off changes nothing', () => {
    const on = setInStockOnline(setInStockOnline(createNamedQuery(), true), true);
    expect(on.query.filters).toEqual([IN_STOCK_ONLINE_FILTER]);
    expect(setInStockOnline(createNamedQuery(), false).query.filters).toEqual([]);
  });
});
