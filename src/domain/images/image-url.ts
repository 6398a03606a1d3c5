// Images (docs/product.md#other-calls, docs/product.md#constants-and-limits)
/** The widths the image service is asked for, at least and at most. */
export const IMAGE_CDN_WIDTH = { min: 320, max: 2560 } as const;
/** Product images' quality. */
export const PRODUCT_IMAGE_QUALITY = 70;
/** The qualities images are asked in (text blocks aside). */
export const IMAGE_QUALITY_RANGE = { min: 70, max: 80 } as const;

/** An image service path already added to a file: `/m/`, `/m/640x0`, `/m/640x0/filters:…`. */
const SERVICE_SUFFIX = /\/m(?:\/\d+x\d+(?:\/filters:[^/]*)?)?\/?$/;
/**
 * Only web addresses of raster images can be resized: the content service's, and the shop's own
 * (`/media/…`, served by the shop's image endpoint, docs/operations.md#pictures). SVG, data: and
 * blob: stay as they are.
 */
const RESIZABLE = /^((https?:)?\/\/.|\/media\/.)/i;
const VECTOR = /\.svg$/i;

/**
 * docs/product.md#other-calls and docs/product.md#constants-and-limits: the image CDN serves widths
 * from 320 to 2560 px. A width is rounded to whole pixels and clamped to that range; an unreadable
 * width (NaN) asks for the smallest.
 */
export function clampImageWidth(width: number): number {
  if (Number.isNaN(width)) return IMAGE_CDN_WIDTH.min;
  return Math.min(Math.max(Math.round(width), IMAGE_CDN_WIDTH.min), IMAGE_CDN_WIDTH.max);
}

/**
 * Whether the image service can resize this file (docs/product.md#content-service: Storyblok's
 * image service).
 */
export function isResizable(file: string): boolean {
  return RESIZABLE.test(file) && !VECTOR.test(file.replace(SERVICE_SUFFIX, ''));
}

/**
 * docs/product.md#other-calls, docs/product.md#content-service: rewrites an image through the image
 * service as `{file}/m/{width}x0/filters:quality({quality}):format(webp)` — height 0 keeps the
 * aspect ratio. The width is clamped (`clampImageWidth`); quality defaults to 70
 * (docs/product.md#constants-and-limits). A file that was rewritten already is rewritten afresh
 * rather than twice; one the service cannot resize is returned unchanged.
 */
export function imageUrl(
  file: string,
  width: number,
  quality: number = PRODUCT_IMAGE_QUALITY,
): string {
  if (!isResizable(file)) return file;
  const original = file.replace(SERVICE_SUFFIX, '');
  return `${original}/m/${clampImageWidth(width)}x0/filters:quality(${quality}):format(webp)`;
}
