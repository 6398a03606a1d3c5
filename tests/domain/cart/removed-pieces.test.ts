import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Cart, CartItem } from '@/domain/cart/cart';
import { removedPieces } from '@/domain/cart/removed-pieces';

const line = (id: string, quantity: number): CartItem => ({
  item: `item-${id}`,
  line: id,
  sku: `SKU-${id}`,
  quantity,
  size: '',
  productName: `Product ${id}`,
  brandName: 'Lera',
  priceEachAsNumber: 100,
  totalPrice: '',
  totalPriceBeforeDiscount: '',
  anyDiscount: false,
});

const cartOf = (quantities: ReadonlyMap<string, number>): Cart => ({
  items: [...quantities].filter(([, q]) => q > 0).map(([id, q]) => line(id, q)),
  totals: { totalQuantity: 0, shippingPrice: '', shippingPriceAsNumber: 0, grandTotalPrice: '' },
});

const quantities = fc
  .dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.integer({ min: 0, max: 24 }))
  .map((entries) => new Map(Object.entries(entries)));

describe('removedPieces (docs/product.md#analytics)', () => {
  test.prop([quantities, quantities])(
    'reports exactly the drop of each line, and nothing that grew',
    (before, after) => {
      const removed = removedPieces(cartOf(before), cartOf(after));
      for (const [id, was] of before) {
        const drop = was - (after.get(id) ?? 0);
        const reported = removed.find((entry) => entry.line.line === id)?.quantity;
        expect(reported).toBe(was > 0 && drop > 0 ? drop : undefined);
      }
      expect(removed.every((entry) => entry.quantity > 0)).toBe(true);
    },
  );

  test.prop([quantities])('finds nothing removed between a cart and itself', (same) => {
    expect(removedPieces(cartOf(same), cartOf(same))).toEqual([]);
  });
});
