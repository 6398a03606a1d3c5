import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { lineInStock } from '@/domain/table-setting/table-setting-line';
import { itemsToAdd, tableSettingTotal } from '@/domain/table-setting/table-setting-total';
import {
  price,
  tableSettingLine,
  tableSettingLines,
} from '../../support/table-setting-arbitraries';

const line = (price: number, quantity: number, stock: number, variantId = 'v') => ({
  variantId,
  price,
  quantity,
  stock,
});

describe('table-setting total (docs/product.md#table-setting)', () => {
  test.prop([tableSettingLines])('sums price × quantity of the in-stock variants', (lines) => {
    const expected = lines
      .filter((l) => l.stock > 0)
      .reduce((sum, l) => sum + l.price * l.quantity, 0);
    expect(tableSettingTotal(lines)).toBe(expected);
  });

  test.prop([tableSettingLines, tableSettingLine.map((l) => ({ ...l, stock: -l.stock }))])(
    'an out-of-stock variant never changes the total',
    (lines, soldOut) => {
      fc.pre(soldOut.stock <= 0);
      expect(tableSettingTotal([...lines, soldOut])).toBe(tableSettingTotal(lines));
    },
  );

  test.prop([tableSettingLines, tableSettingLines])(
    'the total of two selections is the sum of their totals',
    (a, b) => {
      expect(tableSettingTotal([...a, ...b])).toBe(tableSettingTotal(a) + tableSettingTotal(b));
    },
  );

  test.prop([price, fc.integer({ min: 0, max: 10 })])(
    'prices in öre add up to öre, without float dust',
    (each, quantity) => {
      const total = tableSettingTotal([line(each, quantity, 1)]);
      expect(Math.round(total * 100)).toBeCloseTo(total * 100, 6);
      expect(total).toBeCloseTo(each * quantity, 6);
    },
  );

  it('pins the examples', () => {
    expect(tableSettingTotal([])).toBe(0);
    expect(tableSettingTotal([line(100, 2, 5), line(50, 1, 0)])).toBe(200);
    expect(tableSettingTotal([line(100, 2, 1), line(50, 1, 1)])).toBe(250);
    expect(tableSettingTotal([line(100, 2, -1)])).toBe(0);
    expect(tableSettingTotal([line(0.1, 3, 1)])).toBe(0.3);
    expect(tableSettingTotal([line(19.99, 3, 2)])).toBe(59.97);
    expect(tableSettingTotal([line(0.005, 1, 1)])).toBe(0.01);
  });
});

describe('the items table setting adds to the cart (docs/product.md#table-setting)', () => {
  test.prop([tableSettingLines])(
    'exactly the variants with quantity and stock above 0, in order',
    (lines) => {
      const added = itemsToAdd(lines);
      expect(added).toEqual(lines.filter((l) => l.quantity > 0 && l.stock > 0));
      expect(added.every((l) => l.quantity > 0 && lineInStock(l))).toBe(true);
    },
  );

  it('checks both sides of each boundary', () => {
    const lines = [
      line(1, 0, 5, 'no-quantity'),
      line(1, 1, 5, 'one'),
      line(1, 3, 0, 'sold-out'),
      line(1, 3, 1, 'last-piece'),
      line(1, -1, 5, 'negative'),
    ];
    expect(itemsToAdd(lines).map((l) => l.variantId)).toEqual(['one', 'last-piece']);
    expect(lineInStock({ stock: 1 })).toBe(true);
    expect(lineInStock({ stock: 0 })).toBe(false);
  });
});
