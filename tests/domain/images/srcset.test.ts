import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { clampImageWidth, imageUrl } from '@/domain/images/image-url';
import {
  productImageSrcset,
  productImageUrl,
  srcset,
  PRODUCT_IMAGE_WIDTHS,
} from '@/domain/images/srcset';
import { anyWidth, assetFile } from '../../support/image-arbitraries';

const file = 'https://a.storyblok.com/f/39898/1200x800/e8b4c2d1a0/plate.jpg';
const at = (width: number, quality = 70) =>
  `${file}/m/${width}x0/filters:quality(${quality}):format(webp)`;

describe('srcset (docs/product.md#images)', () => {
  test.prop([assetFile, fc.array(anyWidth, { maxLength: 8 })])(
    'offers each distinct CDN width once, narrowest first',
    (f, widths) => {
      const expected = [...new Set(widths.map(clampImageWidth))].sort((a, b) => a - b);
      const candidates = srcset(f, widths) === '' ? [] : srcset(f, widths).split(', ');
      expect(candidates).toEqual(expected.map((w) => `${imageUrl(f, w)} ${w}w`));
    },
  );

  it('product images come at 320, 480, 640, 960 and 1280, quality 70, webp', () => {
    expect(PRODUCT_IMAGE_WIDTHS).toEqual([320, 480, 640, 960, 1280]);
    expect(productImageSrcset(file)).toBe(
      [320, 480, 640, 960, 1280].map((w) => `${at(w)} ${w}w`).join(', '),
    );
    expect(productImageUrl(file)).toBe(at(1280));
  });

  it('sorts, merges and clamps the widths it is given', () => {
    expect(srcset(file, [960, 100, 200, 3000], 80)).toBe(
      `${at(320, 80)} 320w, ${at(960, 80)} 960w, ${at(2560, 80)} 2560w`,
    );
    expect(srcset(file, [1000, 900])).toBe(`${at(900)} 900w, ${at(1000)} 1000w`);
    expect(srcset(file, [])).toBe('');
  });

  it('has nothing to offer for a file the service cannot resize', () => {
    expect(srcset('/images/logo.svg', [320, 640])).toBe('');
    expect(productImageSrcset('https://a.storyblok.com/f/1/logo.svg')).toBe('');
    expect(productImageUrl('/images/logo.png')).toBe('/images/logo.png');
  });
});
