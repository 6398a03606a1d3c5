import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '@/adapters/memory/seed/catalogue/catalogue.seed';

const PUBLIC = join(import.meta.dirname, '../../../public');
/** A drawing's size: gradients, specks and a shadow, still a few kilobytes, not a photograph's. */
const MAX_BYTES = 4096;

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

  it.each(urls)('draws %s in public/ as a small SVG, 4:5 as the cards, a swatch round', (url) => {
    const file = join(PUBLIC, drawingOf(url));
    expect(statSync(file, { throwIfNoEntry: false })?.isFile(), url).toBe(true);
    expect(statSync(file).size).toBeLessThanOrEqual(MAX_BYTES);
    const [width, height] = url.startsWith('/media/swatches/') ? [800, 800] : [800, 1000];
    expect(readFileSync(file, 'utf8')).toMatch(
      new RegExp(
        `^<svg xmlns="http://www\\.w3\\.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
      ),
    );
  });

  it('gives designs of one shape but another size pictures of their own', () => {
    const pictures = new Set(seedCatalogue().products.map((product) => product.media[0]?.url));
    expect(pictures).toContain('/media/products/middagstallrik-sand.jpg');
    expect(pictures).toContain('/media/products/assiett-sand.jpg');
    const drawing = (url: string) => readFileSync(join(PUBLIC, drawingOf(url)), 'utf8');
    expect(drawing('/media/products/middagstallrik-sand.jpg')).not.toBe(
      drawing('/media/products/assiett-sand.jpg'),
    );
  });
});
