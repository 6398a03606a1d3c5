import type { Cart } from './cart';

/**
 * docs/product.md#adding-to-cart: how many pieces of an item the cart already holds, which the
 * limit subtracts from the stock. Every line holding the item counts, hidden `REP` lines too,
 * since the backend counts them against the same stock. No cart holds none.
 */
export function quantityOfItem(cart: Cart | undefined, itemId: string): number {
  return (cart?.items ?? []).reduce(
    (sum, line) => (line.item === itemId ? sum + line.quantity : sum),
    0,
  );
}
