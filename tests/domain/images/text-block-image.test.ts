import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { textBlockImage } from '@/domain/images/text-block-image';
import { assetFile } from '../../support/image-arbitraries';

const file = 'https://a.storyblok.com/f/39898/1200x800/e8b4c2d1a0/workshop.jpg';

describe('textBlockImage (docs/product.md#images: quality 90, 900 mobile, 1900 desktop)', () => {
  it('gives a text block picture at 900 px for phones and 1900 px for larger screens, quality 90', () => {
    expect(textBlockImage(file)).toEqual({
      mobile: `${file}/m/900x0/filters:quality(90):format(webp)`,
      desktop: `${file}/m/1900x0/filters:quality(90):format(webp)`,
    });
  });

  it("rewrites the shop's own pictures too, and leaves a vector as it is", () => {
    expect(textBlockImage('/media/seed/workshop.jpg').mobile).toBe(
      '/media/seed/workshop.jpg/m/900x0/filters:quality(90):format(webp)',
    );
    expect(textBlockImage('/media/seed/workshop.svg')).toEqual({
      mobile: '/media/seed/workshop.svg',
      desktop: '/media/seed/workshop.svg',
    });
  });

  test.prop([assetFile, fc.constantFrom('', '/m/', '/m/640x0', '/m/640x0/filters:quality(70)')])(
    'asks any resizable asset at exactly 900 and 1900 px, quality 90, however it was rewritten before',
    (asset, earlier) => {
      const { mobile, desktop } = textBlockImage(`${asset}${earlier}`);
      expect(mobile).toBe(`${asset}/m/900x0/filters:quality(90):format(webp)`);
      expect(desktop).toBe(`${asset}/m/1900x0/filters:quality(90):format(webp)`);
    },
  );
});
