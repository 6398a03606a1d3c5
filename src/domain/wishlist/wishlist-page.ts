import { nextWishlistVariant } from './next-variant';
import { isInWishlist, type Wishlist } from './wishlist-toggle';

/**
 * The wishlist page's cards: one per product (a search item, whose variants are its colours),
 * each showing one variant. `shown` lists the variant shown of every product whose choice was
 * recorded, at most one per product — a variant id names its product, as a variant belongs to
 * one product only.
 */
export type ShownVariants = readonly string[];

/**
 * The variant a product's card shows: the one recorded, else the product's first variant still
 * wished for, else its first. `undefined` only for a product without variants.
 */
export function shownWishlistVariant(
  shown: ShownVariants,
  productVariantIds: readonly string[],
  wishlist: Wishlist,
): string | undefined {
  return (
    productVariantIds.find((id) => shown.includes(id)) ??
    productVariantIds.find((id) => isInWishlist(wishlist, id)) ??
    productVariantIds[0]
  );
}

/**
 * docs/product.md#wishlist: after add to cart or toggle on the wishlist page, a product with
 * several variants switches to the other variant — the next one, in the product's order, that is
 * still wished for (`wishlist` is the list after the change). With no other variant wished for, the
 * current one stays.
 */
export function wishlistPageNextVariant(
  productVariantIds: readonly string[],
  current: string,
  wishlist: Wishlist,
): string {
  const candidates = productVariantIds.filter((id) => id === current || isInWishlist(wishlist, id));
  return nextWishlistVariant(candidates, current);
}

/** Records `variantId` as the one its product shows, replacing what the product showed. */
export function showWishlistVariant(
  shown: ShownVariants,
  productVariantIds: readonly string[],
  variantId: string,
): ShownVariants {
  return [...shown.filter((id) => !productVariantIds.includes(id)), variantId];
}
