import type { Cart, CartItem } from './cart';

/** docs/product.md#cart-data: items whose sku starts with this are hidden in the cart panel. */
export const HIDDEN_SKU_PREFIX = 'REP';

/**
 * docs/product.md#cart-data: a line the cart panel does not show (its sku starts with `REP`, exact
 * case).
 */
export function isHiddenLine(item: Pick<CartItem, 'sku'>): boolean {
  return item.sku.startsWith(HIDDEN_SKU_PREFIX);
}

/**
 * docs/product.md#cart-data: the lines the cart panel shows, in the cart's order. No cart, no
 * lines.
 */
export function visibleLines(cart: Cart | undefined): readonly CartItem[] {
  return cart?.items.filter((item) => !isHiddenLine(item)) ?? [];
}

/**
 * docs/product.md#header, cart icon badge: the number of pieces the shopper sees in the cart panel,
 * the sum of the visible lines' quantities. It is not `totals.totalQuantity`, which counts the
 * hidden `REP` lines too, so the badge never disagrees with the panel.
 */
export function cartItemCount(cart: Cart | undefined): number {
  return visibleLines(cart).reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * docs/product.md#cart-data hidden lines, docs/decisions/0086: what the lines the panel hides
 * cost together (each line's price times its quantity), so the totals can say it on a line of
 * their own and the subtotal add up to the lines the shopper sees. No hidden lines, 0.
 */
export function hiddenLinesTotal(cart: Cart | undefined): number {
  return (cart?.items ?? [])
    .filter(isHiddenLine)
    .reduce((sum, item) => sum + item.priceEachAsNumber * item.quantity, 0);
}

/**
 * docs/product.md#cart-data, docs/decisions/0086: the subtotal the shopper sees — the lines' sum the
 * backend sends, less the hidden lines', so it adds up to the lines shown; `undefined` when the
 * backend sent no lines' sum.
 */
export function shownSubtotal(cart: Cart): number | undefined {
  const all = cart.totals.itemsTotalPriceAsNumber;
  return all === undefined ? undefined : all - hiddenLinesTotal(cart);
}
