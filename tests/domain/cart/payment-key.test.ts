import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { paymentKey } from '@/domain/cart/payment-key';
import { cart } from '../../support/cart-arbitraries';

describe('paymentKey (docs/product.md#checkout-details)', () => {
  it('is empty for no cart, or one with nothing to pay for', () => {
    expect(paymentKey(undefined)).toBe('');
    expect(
      paymentKey({
        items: [],
        totals: {
          totalQuantity: 0,
          shippingPrice: '0',
          shippingPriceAsNumber: 0,
          grandTotalPrice: '0',
        },
      }),
    ).toBe('');
  });

  test.prop([cart])('the shopper’s details reaching the cart change nothing to pay for', (some) => {
    const withDetails = {
      ...some,
      checkout: { country: 'SE', language: 'sv', email: 'a@b.se', fields: { comment: 'x' } },
    };
    expect(paymentKey(withDetails)).toBe(paymentKey(some));
  });

  test.prop([cart.filter((some) => some.items.length > 0), fc.integer({ min: 1, max: 5 })])(
    'a quantity, a total or a currency that changed is a new payment',
    (some, step) => {
      const [first, ...rest] = some.items;
      if (!first) return;
      const more = { ...some, items: [{ ...first, quantity: first.quantity + step }, ...rest] };
      const dearer = {
        ...some,
        totals: { ...some.totals, grandTotalPrice: `${some.totals.grandTotalPrice}1` },
      };
      expect(paymentKey(more)).not.toBe(paymentKey(some));
      expect(paymentKey(dearer)).not.toBe(paymentKey(some));
      expect(paymentKey({ ...some, currency: 'EUR' })).not.toBe(
        paymentKey({ ...some, currency: 'SEK' }),
      );
    },
  );
});
