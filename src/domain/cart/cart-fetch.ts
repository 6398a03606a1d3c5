import type { Cart } from './cart';

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
 * none). Whatever else the state holds (the payment, the order) is left as it is.
 */
export function applyCartFetch<State extends { readonly selection: Cart | undefined }>(
  state: State,
  fetch: CartFetch,
): State {
  if (fetch.status !== CART_FETCH_OK_STATUS) return { ...state, selection: undefined };
  return fetch.cart === undefined ? state : { ...state, selection: fetch.cart };
}
