/**
 * docs/product.md#wishlist: on the wishlist page, after add to cart or toggle, a product with
 * several variants switches to the other variant. `variantIds` are the product's variants in their
 * order (the caller may narrow them, e.g. to those still wished for); the next one after
 * `current` is shown, wrapping round, so two variants swap. With no other variant the current
 * one stays; a current id the product does not list gives the first variant.
 */
export function nextWishlistVariant(variantIds: readonly string[], current: string): string {
  // Unlisted, `indexOf` is -1 and the search starts at the first variant.
  const after = [...variantIds.slice(variantIds.indexOf(current) + 1), ...variantIds];
  return after.find((id) => id !== current) ?? current;
}
