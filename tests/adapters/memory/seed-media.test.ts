import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '@/adapters/memory/seed/catalogue/catalogue.seed';

const PUBLIC = join(import.meta.dirname, '../../../public');
const MAX_BYTES = 1536;

/** Every picture url of the curated catalogue (product media, hover image, swatch). */
const urls = [
  ...new Set(
    seedCatalogue().products.flatMap((product) => [
      ...product.media.map((image) => image.url),
      ...(product.hoverImage ? [product.hoverImage] : []),
      ...(product.swatchImageUrl ? [product.swatchImageUrl] : []),
    ]),
  ),
];

/** A photograph's drawing (`.jpg` → `.svg`, rendered by the image endpoint); a swatch is itself. */
const drawingOf = (url: string) => url.replace(/\.jpg$/, '.svg');

describe('the seeded pictures (scripts/generate-media.mjs)', () => {
  it('covers product media, hover images and swatches', () => {
    expect(urls.some((url) => url.endsWith('-styled.jpg'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/media/swatches/'))).toBe(true);
  });

  it('gives products photographs and swatches flat drawings', () => {
    for (const url of urls) {
      expect(url, url).toMatch(url.startsWith('/media/swatches/') ? /\.svg$/ : /\.jpg$/);
    }
  });

  it.each(urls)('draws %s in public/ as a small square SVG', (url) => {
    const file = join(PUBLIC, drawingOf(url));
    expect(statSync(file, { throwIfNoEntry: false })?.isFile(), url).toBe(true);
    expect(statSync(file).size).toBeLessThanOrEqual(MAX_BYTES);
    expect(readFileSync(file, 'utf8')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800" viewBox="0 0 800 800">/,
    );
  });
});
