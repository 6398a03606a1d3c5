import { EAGER_IMAGE_POSITIONS } from '../constants';

/** The values of an image's `loading` attribute. */
export type ImageLoading = 'eager' | 'lazy';

/**
 * docs/product.md#constants-and-limits: the first 8 list positions load their images eagerly, the
 * rest lazily. `index` is the zero-based position in the list, so indexes 0–7 are eager.
 */
export function imageLoading(index: number): ImageLoading {
  return index < EAGER_IMAGE_POSITIONS ? 'eager' : 'lazy';
}
