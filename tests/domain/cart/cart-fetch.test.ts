import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { applyCartFetch, CART_FETCH_OK_STATUS } from '@/domain/cart/cart-fetch';
import { cart, cartLine, cartWith, checkoutState } from '../../support/cart-arbitraries';

const notOk = fc.integer({ min: 0, max: 599 }).filter((status) => status !== 200);

describe('a cart fetch (docs/product.md#cart-and-checkout-rules)', () => {
  test.prop([checkoutState, notOk, fc.option(cart, { nil: undefined })])(
    'that does not return 200 clears the selection and keeps the rest',
    (state, status, c) => {
      expect(applyCartFetch(state, { status, cart: c })).toEqual({
        selection: undefined,
        payment: state.payment,
        order: state.order,
      });
    },
  );

  test.prop([checkoutState, cart])('that returns 200 and a cart makes it the selection', (s, c) => {
    expect(applyCartFetch(s, { status: 200, cart: c })).toEqual({ ...s, selection: c });
  });

  test.prop([checkoutState])('that returns 200 without a cart changes nothing', (state) => {
    expect(applyCartFetch(state, { status: 200 })).toBe(state);
  });

  it('keeps only on exactly 200', () => {
    expect(CART_FETCH_OK_STATUS).toBe(200);
    const selection = cartWith(cartLine('PLATE-1'));
    const state = { selection, payment: 'form', order: undefined };
    for (const status of [199, 201, 204, 304, 404, 500]) {
      expect(applyCartFetch(state, { status }).selection).toBeUndefined();
    }
    expect(applyCartFetch(state, { status: 200 })).toBe(state);
    expect(applyCartFetch(state, { status: 500 })).toEqual({
      selection: undefined,
      payment: 'form',
      order: undefined,
    });
  });

  it('replaces the selection with the cart a 200 returns', () => {
    const first = cartWith(cartLine('PLATE-1'));
    const second = cartWith(cartLine('PLATE-1', 2), cartLine('BOWL-2'));
    const state = { selection: first, payment: 'form', order: undefined };
    expect(applyCartFetch(state, { status: 200, cart: second })).toEqual({
      selection: second,
      payment: 'form',
      order: undefined,
    });
  });
});
