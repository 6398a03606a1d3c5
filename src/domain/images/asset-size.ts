/** A picture's intrinsic size in pixels. */
export interface AssetSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The size an asset's address carries: the content service's path segment
 * (`…/f/123/1600x900/ab12/hero.jpg`) or a file name ending in it (`hero-portrait-900x1200.svg`).
 */
const SIZE_SEGMENT = /[/-](\d{1,5})x(\d{1,5})(?:\/|\.[a-z0-9]+$)/i;

/**
 * An editor's asset's size as its address tells it, so a picture keeps its place before it
 * loads (docs/product.md#hero: no layout shift); `fallback` for an address without one or with a
 * zero side.
 */
export function assetSize(filename: string, fallback: AssetSize): AssetSize {
  const match = SIZE_SEGMENT.exec(filename);
  const width = Number(match?.[1] ?? 0);
  const height = Number(match?.[2] ?? 0);
  return width > 0 && height > 0 ? { width, height } : fallback;
}
