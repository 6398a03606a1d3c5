import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CART_LINE_QUANTITY_CAP,
  TABLE_SETTING_QUANTITY_MAX,
  cartLineQuantityOptions,
  tableSettingQuantityOptions,
} from '@/domain/stock/quantity-options';
import { stock } from '../../support/stock-arbitraries';

const counting = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('cart line quantity drop-down (docs/product.md#cart-panel-and-mini-cart)', () => {
  test.prop([stock])('runs from 1 to the smaller of stock and 24', (s) => {
    const options = cartLineQuantityOptions(s);
    expect(options).toHaveLength(Math.max(0, Math.min(s, CART_LINE_QUANTITY_CAP)));
    expect(options).toEqual(counting(1, options.length));
  });

  test.prop([stock, fc.integer({ min: 1, max: 40 })])(
    'offers the line quantity too when the stock has fallen below it, last',
    (s, current) => {
      const options = cartLineQuantityOptions(s, current);
      const plain = cartLineQuantityOptions(s);
      expect(options.includes(current)).toBe(true);
      expect(options).toEqual(plain.includes(current) ? plain : [...plain, current]);
    },
  );

  it('pins the documented numbers', () => {
    expect(cartLineQuantityOptions(-1)).toEqual([]);
    expect(cartLineQuantityOptions(0)).toEqual([]);
    expect(cartLineQuantityOptions(1)).toEqual([1]);
    expect(cartLineQuantityOptions(3)).toEqual([1, 2, 3]);
    expect(cartLineQuantityOptions(23)).toEqual(counting(1, 23));
    expect(cartLineQuantityOptions(24)).toEqual(counting(1, 24));
    expect(cartLineQuantityOptions(25)).toEqual(counting(1, 24));
    expect(cartLineQuantityOptions(1000)).toHaveLength(24);
    expect(cartLineQuantityOptions(3.7)).toEqual([1, 2, 3]);
    expect(cartLineQuantityOptions(Number.NaN)).toEqual([]);
  });

  it('adds the line quantity only when it is above the range', () => {
    expect(cartLineQuantityOptions(3, 2)).toEqual([1, 2, 3]);
    expect(cartLineQuantityOptions(3, 3)).toEqual([1, 2, 3]);
    expect(cartLineQuantityOptions(3, 5)).toEqual([1, 2, 3, 5]);
    expect(cartLineQuantityOptions(0, 2)).toEqual([2]);
    expect(cartLineQuantityOptions(30, 25)).toEqual(counting(1, 24).concat(25));
    expect(cartLineQuantityOptions(30, 24)).toEqual(counting(1, 24));
  });
});

describe('table-setting quantity drop-down (docs/product.md#table-setting)', () => {
  test.prop([stock])('runs from 0 to the smaller of stock and 10', (s) => {
    const options = tableSettingQuantityOptions(s);
    expect(options).toEqual(counting(0, Math.max(0, Math.min(s, TABLE_SETTING_QUANTITY_MAX))));
  });

  it('pins the documented numbers', () => {
    expect(tableSettingQuantityOptions(-2)).toEqual([0]);
    expect(tableSettingQuantityOptions(0)).toEqual([0]);
    expect(tableSettingQuantityOptions(1)).toEqual([0, 1]);
    expect(tableSettingQuantityOptions(9)).toEqual(counting(0, 9));
    expect(tableSettingQuantityOptions(10)).toEqual(counting(0, 10));
    expect(tableSettingQuantityOptions(11)).toEqual(counting(0, 10));
    expect(tableSettingQuantityOptions(2.5)).toEqual([0, 1, 2]);
    expect(tableSettingQuantityOptions(Number.NaN)).toEqual([0]);
  });
});
