import type { Cart, CartItem } from './cart';

/** Pieces of one line that left the cart. */
export interface RemovedPieces {
  readonly line: CartItem;
  readonly quantity: number;
}

/**
 * docs/product.md#other-calls removeFromCart: what left the cart between two selections — every
 * line whose quantity went down (by how much) or that is gone (all of it), in the earlier cart's
 * order. Lines that grew or stayed, and new lines, are not removals.
 */
export function removedPieces(before: Cart, after: Cart): readonly RemovedPieces[] {
  const remaining = new Map(after.items.map((item) => [item.line, item.quantity]));
  return before.items.flatMap((line) => {
    const quantity = line.quantity - (remaining.get(line.line) ?? 0);
    return quantity > 0 ? [{ line, quantity }] : [];
  });
}
