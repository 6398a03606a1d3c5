/** docs/product.md#hero-hotspot: the quantity starts at 0 and cannot go below it. */
export const HOTSPOT_QUANTITY_START = 0;

/**
 * docs/product.md#hero-hotspot: one more. The upper bound is the plus button's, from
 * `quantityButtons(…, HOTSPOT_QUANTITY_START)`; the result is never below 0.
 */
export function incrementHotspotQuantity(quantity: number): number {
  return Math.max(HOTSPOT_QUANTITY_START, quantity + 1);
}

/** docs/product.md#hero-hotspot: one fewer, never below 0. */
export function decrementHotspotQuantity(quantity: number): number {
  return Math.max(HOTSPOT_QUANTITY_START, quantity - 1);
}
