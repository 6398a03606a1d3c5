/** The formats the image endpoint answers in, as the image CDN names them. */
export const IMAGE_FORMATS = ['webp', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The widest picture the endpoint makes (docs/product.md#constants-and-limits: 2560). */
export const MAX_IMAGE_SIDE = 2560;

/** A picture as a URL asks for it: the original, or a resized copy. */
export interface ImageRequest {
  /** The original's path below the media folder, e.g. `products/bowl-earth.jpg`. */
  readonly file: string;
  /** Null for the original as it is. */
  readonly variant: {
    /** 0 keeps the aspect ratio from the other side. */
    readonly width: number;
    readonly height: number;
    readonly quality: number;
    readonly format: ImageFormat;
  } | null;
}

const ORIGINAL = /^\/media\/((?:[a-z0-9-]+\/)*[a-z0-9-]+\.jpg)$/;
const RESIZED =
  /^\/media\/((?:[a-z0-9-]+\/)*[a-z0-9-]+\.jpg)\/m\/(\d{1,4})x(\d{1,4})(?:\/filters:([^/]*))?\/?$/;
const FILTER = /^(quality|format)\(([a-z0-9]+)\)$/;

/**
 * Reads an image address the way the content service's image CDN does
 * (docs/product.md#other-calls): `/media/{file}.jpg` is the original,
 * `/media/{file}.jpg/m/{width}x{height}/filters:quality({q}):format({f})` a copy at that size
 * (0 keeps the aspect ratio), quality 1–100 (80 unless given) and format webp, jpeg or png (the
 * original's jpeg unless given). Anything else is a clear error, never a guess.
 */
export function parseImageRequest(path: string): ImageRequest | { readonly error: string } {
  const original = ORIGINAL.exec(path);
  if (original) return { file: original[1]!, variant: null };
  const resized = RESIZED.exec(path);
  if (!resized) return { error: `not an image address: ${path}` };
  const width = Number(resized[2]);
  const height = Number(resized[3]);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    return { error: `sides up to ${MAX_IMAGE_SIDE} px, asked ${width}x${height}` };
  }
  let quality = 80;
  let format: ImageFormat = 'jpeg';
  for (const filter of resized[4] ? resized[4].split(':') : []) {
    const [, name, value = ''] = FILTER.exec(filter) ?? [];
    if (name === 'quality' && /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100) {
      quality = Number(value);
    } else if (name === 'format' && (IMAGE_FORMATS as readonly string[]).includes(value)) {
      format = value as ImageFormat;
    } else {
      return { error: `unknown filter ${filter}: use quality(1-100) and format(webp|jpeg|png)` };
    }
  }
  return { file: resized[1]!, variant: { width, height, quality, format } };
}
