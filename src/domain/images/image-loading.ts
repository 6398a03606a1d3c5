/** docs/product.md#constants-and-limits: the lazy-load threshold. */
export const LAZY_LOAD_THRESHOLD_PX = 150;
/** The first list positions whose images load eagerly (docs/product.md#constants-and-limits). */
export const EAGER_IMAGE_POSITIONS = 8;

/** The values of an image's `loading` attribute. */
export type ImageLoading = 'eager' | 'lazy';

/**
 * docs/product.md#constants-and-limits: the first 8 list positions load their images eagerly, the
 * rest lazily. `index` is the zero-based position in the list, so indexes 0–7 are eager.
 */
export function imageLoading(index: number): ImageLoading {
  return index < EAGER_IMAGE_POSITIONS ? 'eager' : 'lazy';
}
