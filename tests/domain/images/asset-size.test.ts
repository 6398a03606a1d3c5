import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { assetSize } from '@/domain/images/asset-size';

const FALLBACK = { width: 1600, height: 900 };

describe('asset size from its address (no layout shift, docs/product.md#hero)', () => {
  test.prop([fc.integer({ min: 1, max: 99999 }), fc.integer({ min: 1, max: 99999 })])(
    'reads the content service’s size segment',
    (width, height) => {
      const file = `https://a.storyblok.com/f/123/${width}x${height}/ab12/hero.jpg`;
      expect(assetSize(file, FALLBACK)).toEqual({ width, height });
    },
  );

  test.prop([fc.string()])('always answers a size with positive sides', (file) => {
    const { width, height } = assetSize(file, FALLBACK);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
  });

  it('reads a file name ending in the size, else falls back', () => {
    expect(assetSize('/media/content/hero-portrait-900x1200.svg', FALLBACK)).toEqual({
      width: 900,
      height: 1200,
    });
    expect(assetSize('/media/content/hero-table.svg', FALLBACK)).toBe(FALLBACK);
    expect(assetSize('/f/1/0x900/a/b.jpg', FALLBACK)).toBe(FALLBACK);
  });
});
