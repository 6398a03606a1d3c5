import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { itemStock, productStock } from '@/domain/stock/item-stock';
import { stock } from '../../support/stock-arbitraries';

const market = fc.constantFrom('1', '2', '3');
const item = fc.record({ stockByMarket: fc.dictionary(market, stock, { maxKeys: 3 }) });

describe('stock of an item in a market (docs/product.md#products-and-variants)', () => {
  test.prop([item, market])('is the market entry, or none without one', (i, m) => {
    expect(itemStock(i, m)).toBe(i.stockByMarket[m] ?? 0);
    expect(itemStock(i, undefined)).toBe(0);
  });

  test.prop([fc.array(item, { maxLength: 5 }), market])(
    'a product is in stock exactly when one of its sizes is',
    (items, m) => {
      const total = productStock(items, m);
      expect(total).toBeGreaterThanOrEqual(0);
      expect(total > 0).toBe(items.some((i) => itemStock(i, m) > 0));
    },
  );

  it('does not read inherited keys as markets', () => {
    expect(itemStock({ stockByMarket: {} }, 'toString')).toBe(0);
  });
});
