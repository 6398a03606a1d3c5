import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ecommerceLines } from '@/domain/analytics/analytics-product';
import { cartLineAnalytics } from '@/domain/analytics/cart-line-analytics';
import { cartItem, cartLine } from '../../support/cart-arbitraries';

describe('a cart line in the data layer (docs/product.md#analytics)', () => {
  test.prop([cartItem, fc.integer({ min: 1, max: 24 })])(
    'reports the sku, names, piece price and the pieces added',
    (line, quantity) => {
      const reported = cartLineAnalytics(line, quantity);
      expect(reported).toMatchObject({
        id: line.sku,
        name: line.productName,
        price: line.priceEachAsNumber,
        quantity,
      });
      expect(reported.brand).toBe(line.brandName || undefined);
      expect(reported.variant).toBe(line.size || undefined);
    },
  );

  it('leaves out an empty brand and size', () => {
    const [product] = ecommerceLines([cartLineAnalytics(cartLine('PL-1', 5), 2)]);
    expect(product).toEqual({ id: 'PL-1', name: 'PL-1', price: 100, quantity: 2 });
  });
});
