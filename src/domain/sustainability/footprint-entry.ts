/**
 * docs/product.md#content-blocks carbon footprint entry: the sizes an entry's picture may take,
 * smallest first.
 */
export const FOOTPRINT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type FootprintSize = (typeof FOOTPRINT_SIZES)[number];

/** The size an entry without a known size token shows at. */
export const DEFAULT_FOOTPRINT_SIZE: FootprintSize = 'md';

/**
 * docs/product.md#content-blocks carbon footprint entry percentage: what the editors typed, as a
 * share from 0 to 100. Below 0 is 0, above 100 is 100, and anything that is not a number (missing,
 * NaN) is 0, so a bar never runs outside its track.
 */
export function clampPercentage(value: number | undefined): number {
  if (value === undefined || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * docs/product.md#content-blocks carbon footprint entry size (xs to xl); an unknown token is the
 * default, `md`.
 */
export function footprintSize(token: string): FootprintSize {
  const size = token.trim().toLowerCase();
  return (FOOTPRINT_SIZES as readonly string[]).includes(size)
    ? (size as FootprintSize)
    : DEFAULT_FOOTPRINT_SIZE;
}
