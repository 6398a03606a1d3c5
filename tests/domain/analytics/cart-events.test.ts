import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ecommerceLines } from '@/domain/analytics/analytics-product';
import { addToCart, checkout, purchase, removeFromCart } from '@/domain/analytics/cart-events';
import { cartLines, currencyCode } from '../../support/analytics-arbitraries';

const line = { id: 'PL-27', name: 'Plate', price: 295, quantity: 2 };
const order = {
  order: '1042',
  currency: 'SEK',
  totals: {
    grandTotalPriceAsNumber: 639,
    grandTotalPriceTaxAsNumber: 127.8,
    shippingPriceAsNumber: 49,
  },
};

describe('cart and checkout events (docs/product.md#analytics)', () => {
  test.prop([currencyCode, cartLines])('add and remove carry every line', (currency, lines) => {
    const products = ecommerceLines(lines);
    expect(addToCart(currency, lines)).toEqual({
      event: 'addToCart',
      ecommerce: { currencyCode: currency, add: { products } },
    });
    expect(removeFromCart(currency, lines)).toEqual({
      event: 'removeFromCart',
      ecommerce: { currencyCode: currency, remove: { products } },
    });
  });

  test.prop([cartLines])('a purchase reports the order in its own currency', (lines) => {
    const event = purchase(order, lines, 'Mateus');
    expect(event.ecommerce.currencyCode).toBe('SEK');
    expect(event.ecommerce.purchase.products).toEqual(ecommerceLines(lines));
  });

  it('pins the shapes', () => {
    expect(addToCart('SEK', [line])).toEqual({
      event: 'addToCart',
      ecommerce: { currencyCode: 'SEK', add: { products: [line] } },
    });
    expect(removeFromCart('EUR', [line])).toEqual({
      event: 'removeFromCart',
      ecommerce: { currencyCode: 'EUR', remove: { products: [line] } },
    });
    expect(checkout('SEK', 1, [line])).toEqual({
      event: 'checkout',
      ecommerce: { currencyCode: 'SEK', checkout: { actionField: { step: 1 }, products: [line] } },
    });
    expect(checkout('SEK', 2, [line], 'Klarna').ecommerce.checkout.actionField).toEqual({
      step: 2,
      option: 'Klarna',
    });
    expect(checkout('SEK', 2, [], '').ecommerce.checkout.actionField).toEqual({ step: 2 });
    expect(purchase(order, [line], 'Mateus')).toEqual({
      event: 'purchase',
      ecommerce: {
        currencyCode: 'SEK',
        purchase: {
          actionField: {
            id: '1042',
            affiliation: 'Mateus',
            revenue: 639,
            tax: 127.8,
            shipping: 49,
          },
          products: [line],
        },
      },
    });
  });
});
