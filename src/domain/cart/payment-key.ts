import type { Cart } from './cart';

/**
 * docs/product.md#checkout-details: what a payment step is for — the lines and their quantities,
 * the total and its currency. The step is asked for again when this changes, not when only the
 * shopper's details reach the cart; empty for no cart, or one with nothing to pay for.
 */
export function paymentKey(cart: Cart | undefined): string {
  if (!cart || cart.items.length === 0) return '';
  const lines = cart.items.map(({ line, quantity }) => `${line}×${quantity}`);
  return JSON.stringify([lines, cart.totals.grandTotalPrice, cart.currency ?? '']);
}
