import { CartState, OrderNumbers } from '../src/adapters/memory/cart-state';

/** One shopper's cart at the stub backend, and the token that names it. */
export interface TokenedCart {
  readonly token: string;
  readonly state: CartState;
}

/**
 * The stub backend's carts, one per cart token, sharing one run of order numbers. Tokens are
 * counted, not random, so a run of the stub is repeatable.
 */
export class CartTokens {
  private readonly carts = new Map<string, CartState>();
  private readonly orderNumbers = new OrderNumbers();

  /** A new, empty cart and its token. */
  open(): TokenedCart {
    const token = `cart-${String(this.carts.size + 1).padStart(6, '0')}`;
    const state = new CartState({ orderNumbers: this.orderNumbers });
    this.carts.set(token, state);
    return { token, state };
  }

  /** The cart a token names, or none for a token this backend never gave (or no token). */
  find(token: string | undefined): TokenedCart | undefined {
    const state = token === undefined ? undefined : this.carts.get(token);
    return state && token !== undefined ? { token, state } : undefined;
  }
}
