/**
 * docs/product.md#wishlist: the wished-for variant ids, oldest first, each at most once. Kept in
 * local storage under the key `wishlist` by the caller.
 */
export type Wishlist = readonly string[];

export function isInWishlist(wishlist: Wishlist, variantId: string): boolean {
  return wishlist.includes(variantId);
}

/**
 * docs/product.md#wishlist: toggling adds the variant id (at the end) when it is absent and removes
 * it when present. The other ids keep their order; no id is ever listed twice.
 */
export function toggleWishlist(wishlist: Wishlist, variantId: string): Wishlist {
  return isInWishlist(wishlist, variantId)
    ? removeFromWishlist(wishlist, variantId)
    : [...wishlist, variantId];
}

/**
 * docs/product.md#panels: adding to cart removes the item from the wishlist (the caller skips this
 * on the checkout route). Removing an absent id changes nothing.
 */
export function removeFromWishlist(wishlist: Wishlist, variantId: string): Wishlist {
  return wishlist.filter((id) => id !== variantId);
}
