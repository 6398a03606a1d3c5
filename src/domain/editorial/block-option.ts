/**
 * docs/product.md#content-blocks: the choices editors make in a block (a layout, a size, a style)
 * come as free text, so a block reads them against the values it knows; anything else, or nothing,
 * is the block's default.
 */
export function blockOption<T extends string>(
  value: unknown,
  options: readonly T[],
  fallback: T,
): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/**
 * docs/product.md#content-blocks image plus text: the picture left or right of the text, or full
 * width under it.
 */
export const IMAGE_TEXT_LAYOUTS = ['left', 'right', 'full-width', 'full-width-right'] as const;
export type ImageTextLayout = (typeof IMAGE_TEXT_LAYOUTS)[number];

/** docs/product.md#content-blocks product display (and carbon footprint): sizes xs to xl. */
export const DISPLAY_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type DisplaySize = (typeof DISPLAY_SIZES)[number];

/** docs/product.md#content-blocks call-to-action button styles. */
export const CTA_STYLES = ['primary', 'secondary'] as const;
export type CtaStyle = (typeof CTA_STYLES)[number];

/** docs/product.md#content-blocks single product link: a whole product card, or a compact line. */
export const PRODUCT_LINK_STYLES = ['card', 'compact'] as const;
export type ProductLinkStyle = (typeof PRODUCT_LINK_STYLES)[number];
