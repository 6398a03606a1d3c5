import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isInStock, remainingStock } from '@/domain/stock/stock-rules';
import { inCart, stock } from '../../support/stock-arbitraries';

describe('in stock (docs/product.md#product-list-item)', () => {
  test.prop([stock])('exactly when the quantity is above 0', (s) => {
    expect(isInStock(s)).toBe(s > 0);
  });

  it('pins the boundary', () => {
    expect(isInStock(-1)).toBe(false);
    expect(isInStock(0)).toBe(false);
    expect(isInStock(0.5)).toBe(true);
    expect(isInStock(1)).toBe(true);
    expect(isInStock(Number.NaN)).toBe(false);
  });
});

describe('remaining stock (docs/product.md#adding-to-cart)', () => {
  test.prop([stock, inCart])('is what the cart leaves of the stock, never negative', (s, c) => {
    const left = remainingStock(s, c);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBe(Math.max(0, s - c));
  });

  it('pins the boundary', () => {
    expect(remainingStock(5, 2)).toBe(3);
    expect(remainingStock(5, 4)).toBe(1);
    expect(remainingStock(5, 5)).toBe(0);
    expect(remainingStock(5, 6)).toBe(0);
    expect(remainingStock(Number.NaN, 0)).toBe(0);
  });
});
