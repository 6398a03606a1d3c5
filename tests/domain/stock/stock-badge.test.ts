import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { stockBadge } from '@/domain/stock/stock-badge';
import { isInStock, LOW_STOCK_BELOW, LOW_STOCK_MIN } from '@/domain/stock/stock-rules';
import { stock } from '../../support/stock-arbitraries';

describe('stock badge (docs/product.md#product-list-item)', () => {
  test.prop([stock])('marks out of stock exactly when nothing is in stock', (s) => {
    expect(stockBadge(s) === 'Out_Of_Stock').toBe(!isInStock(s));
  });

  test.prop([stock])('shows no badge exactly from 9 pieces up', (s) => {
    expect(stockBadge(s) === null).toBe(s >= LOW_STOCK_BELOW);
  });

  test.prop([stock])('is low stock exactly from 2 to 8 pieces', (s) => {
    expect(stockBadge(s) === 'Low_Stock').toBe(s >= LOW_STOCK_MIN && s < LOW_STOCK_BELOW);
  });

  test.prop([fc.integer({ min: -3, max: 40 }), fc.integer({ min: -3, max: 40 })])(
    'only grows less urgent as stock grows',
    (a, b) => {
      const urgency = [null, 'Low_Stock', 'Less_Than_2', 'Out_Of_Stock'];
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(urgency.indexOf(stockBadge(high))).toBeLessThanOrEqual(
        urgency.indexOf(stockBadge(low)),
      );
    },
  );

  it('pins every documented boundary', () => {
    expect(stockBadge(-1)).toBe('Out_Of_Stock');
    expect(stockBadge(0)).toBe('Out_Of_Stock');
    expect(stockBadge(1)).toBe('Less_Than_2');
    expect(stockBadge(2)).toBe('Low_Stock');
    expect(stockBadge(8)).toBe('Low_Stock');
    expect(stockBadge(9)).toBeNull();
    expect(stockBadge(100)).toBeNull();
    expect(stockBadge(Number.NaN)).toBe('Out_Of_Stock');
  });
});
