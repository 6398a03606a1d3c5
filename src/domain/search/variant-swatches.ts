/**
 * docs/product.md#hero-hotspot, docs/product.md#constants-and-limits: a hotspot's popup shows at
 * most this many swatches.
 */
export const HOTSPOT_SWATCHES_MAX = 4;

/**
 * docs/product.md#constants-and-limits Hotspot swatches max 4: the variants a hero hotspot's popup
 * offers as swatches — the first `max` in the item's order. When the variant shown is not among
 * them it takes the last place, so the colour shown always has its swatch; the order of the item is
 * kept.
 */
export function swatchVariants<V extends { readonly id: string }>(
  variants: readonly V[],
  shownId: string,
  max: number = HOTSPOT_SWATCHES_MAX,
): readonly V[] {
  const first = variants.slice(0, Math.max(0, max));
  if (first.length === 0 || first.some((variant) => variant.id === shownId)) return first;
  const shown = variants.find((variant) => variant.id === shownId);
  return shown ? [...first.slice(0, -1), shown] : first;
}
