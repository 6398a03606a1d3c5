import { PRODUCT_IMAGE_QUALITY, clampImageWidth, imageUrl, isResizable } from './image-url';

/** docs/product.md#other-calls, docs/product.md#constants-and-limits: product image widths. */
export const PRODUCT_IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;

/**
 * A `srcset` attribute: one rewritten URL per width (`url 320w, url 480w`), widths clamped to
 * the CDN's range, without repeats, narrowest first. A file the service cannot resize has no
 * sizes to offer: the result is empty and the plain `src` is enough.
 */
export function srcset(
  file: string,
  widths: readonly number[],
  quality: number = PRODUCT_IMAGE_QUALITY,
): string {
  if (!isResizable(file)) return '';
  const sizes = [...new Set(widths.map(clampImageWidth))].sort((a, b) => a - b);
  return sizes.map((width) => `${imageUrl(file, width, quality)} ${width}w`).join(', ');
}

/**
 * docs/product.md#other-calls: product images come at widths 320, 480, 640, 960 and 1280, quality
 * 70, webp.
 */
export function productImageSrcset(file: string): string {
  return srcset(file, PRODUCT_IMAGE_WIDTHS, PRODUCT_IMAGE_QUALITY);
}

/**
 * docs/product.md#other-calls: the plain `src` of a product image, for clients that ignore
 * `srcset`, at the widest product width so that it is never blurred.
 */
export function productImageUrl(file: string): string {
  return imageUrl(file, Math.max(...PRODUCT_IMAGE_WIDTHS), PRODUCT_IMAGE_QUALITY);
}
