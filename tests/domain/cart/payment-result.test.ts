import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { CheckoutState, Order } from '@/domain/cart/cart';
import { applyPaymentResult, widgetResponse } from '@/domain/cart/payment-result';
import { cartLine, cartWith, checkoutState, order } from '../../support/cart-arbitraries';

const paid: Order = {
  order: '10042',
  currency: 'SEK',
  items: [],
  totals: {
    grandTotalPriceAsNumber: 495,
    totalDiscountPriceAsNumber: 0,
    grandTotalPriceTaxAsNumber: 99,
    shippingPriceAsNumber: 49,
  },
};

describe('a payment result (docs/product.md#cart-and-checkout-rules)', () => {
  test.prop([checkoutState, order])(
    'containing an order stores it and clears the selection and the payment',
    (state, o) => {
      expect(applyPaymentResult(state, { order: o })).toEqual({
        selection: undefined,
        payment: undefined,
        order: o,
      });
    },
  );

  test.prop([checkoutState])('without an order changes nothing', (state) => {
    expect(applyPaymentResult(state, {})).toBe(state);
    expect(applyPaymentResult(state, { order: undefined })).toBe(state);
  });

  test.prop([checkoutState, order])('does not touch the state it was given', (state, o) => {
    const copy = structuredClone(state);
    applyPaymentResult(state, { order: o });
    expect(state).toEqual(copy);
  });

  it('replaces an earlier order with the new one', () => {
    const state: CheckoutState<string> = {
      selection: cartWith(cartLine('PLATE-1')),
      payment: '<form/>',
      order: { ...paid, order: '1' },
    };
    const next = applyPaymentResult(state, { order: paid });
    expect(next.order?.order).toBe('10042');
    expect(next.selection).toBeUndefined();
    expect(next.payment).toBeUndefined();
  });

  it('leaves a checkout without an order as it is', () => {
    const state: CheckoutState<string> = { selection: undefined, payment: '<form/>', order: paid };
    expect(applyPaymentResult(state, {})).toBe(state);
    expect(applyPaymentResult({ ...state, order: undefined }, {})).toEqual({
      selection: undefined,
      payment: '<form/>',
      order: undefined,
    });
  });
});

describe('what the payment widget is told (docs/product.md#checkout-payment)', () => {
  it('is done for an order, failed for a declined payment, and usable again otherwise', () => {
    const placed = { order: '1', currency: 'SEK', items: [], totals: {} as never };
    expect(widgetResponse({ kind: 'ordered', order: placed })).toBe('success');
    expect(widgetResponse({ kind: 'declined' })).toBe('failed');
    expect(widgetResponse({ kind: 'unsent' })).toBe('retry');
    expect(widgetResponse({ kind: 'cart-changed' })).toBe('retry');
  });
});
