import type { Cart, CartItem } from './cart';

/** SPEC §3 Cart: items whose sku starts with this are hidden in the cart panel. */
export const HIDDEN_SKU_PREFIX = 'REP';

/** SPEC §3 Cart: a line the cart panel does not show (its sku starts with `REP`, exact case). */
export function isHiddenLine(item: Pick<CartItem, 'sku'>): boolean {
  return item.sku.startsWith(HIDDEN_SKU_PREFIX);
}

/** SPEC §3 Cart: the lines the cart panel shows, in the cart's order. No cart, no lines. */
export function visibleLines(cart: Cart | undefined): readonly CartItem[] {
  return cart?.items.filter((item) => !isHiddenLine(item)) ?? [];
}

/**
 * SPEC §2 Header, cart icon badge: the number of pieces the shopper sees in the cart panel,
 * the sum of the visible lines' quantities. It is not `totals.totalQuantity`, which counts the
 * hidden `REP` lines too, so the badge never disagrees with the panel.
 */
export function cartItemCount(cart: Cart | undefined): number {
  return visibleLines(cart).reduce((sum, item) => sum + item.quantity, 0);
}
