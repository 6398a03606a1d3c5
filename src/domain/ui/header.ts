/** docs/product.md#header, docs/product.md#constants-and-limits: the scroll the header sticks at. */
export const STICKY_HEADER_SCROLL_PX = 200;

/** docs/product.md#animations, docs/product.md#constants-and-limits: the cart icon animates 2 s. */
export const CART_ICON_ANIMATION_MS = 2000;
/** docs/product.md#animations, docs/product.md#constants-and-limits: the wishlist icon, 0.5 s. */
export const WISHLIST_ICON_ANIMATION_MS = 500;

/**
 * docs/product.md#header, docs/product.md#constants-and-limits: the header sticks once the page has
 * scrolled 200px.
 */
export function isHeaderStuck(scrollY: number): boolean {
  return scrollY >= STICKY_HEADER_SCROLL_PX;
}
