import type { Cart } from './cart';

/** A cart's content as the shopper changes it: pieces per line, and the vouchers. */
function content(cart: Cart): string {
  const lines = cart.items.map(({ line, quantity }) => `${line}×${quantity}`).sort();
  const vouchers = [...(cart.vouchers ?? [])].sort();
  return JSON.stringify([lines, vouchers]);
}

/**
 * docs/product.md#animations: whether the cart icon's 2 s animation plays between two selections —
 * when a line came, went or changed its quantity, or a voucher was added or removed. The first
 * cart the page learns of (nothing before it, or nothing after) is no change; neither is the same
 * cart answered again, repriced or in another order.
 */
export function cartContentChanged(before: Cart | undefined, after: Cart | undefined): boolean {
  if (!before || !after) return false;
  return content(before) !== content(after);
}
