import type { Cart, CheckoutState } from './cart';

/** The only status of a cart fetch that keeps a cart (docs/product.md#cart-and-checkout). */
export const CART_FETCH_OK_STATUS = 200;

/**
 * The outcome of fetching the cart (docs/product.md#commerce-backend `GET /cart/`): the HTTP status
 * and, on 200, the cart.
 */
export interface CartFetch {
  readonly status: number;
  readonly cart?: Cart | undefined;
}

/**
 * docs/product.md#cart-and-checkout: a cart fetch that does not return status 200 clears the
 * selection; a 200 replaces the selection with the cart it returned (or keeps it when it returned
 * none). The payment and the order are left as they are.
 */
export function applyCartFetch<Payment>(
  state: CheckoutState<Payment>,
  fetch: CartFetch,
): CheckoutState<Payment> {
  if (fetch.status !== CART_FETCH_OK_STATUS) return { ...state, selection: undefined };
  return fetch.cart === undefined ? state : { ...state, selection: fetch.cart };
}
