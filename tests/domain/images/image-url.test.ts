import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_CDN_WIDTH,
  PRODUCT_IMAGE_QUALITY,
  clampImageWidth,
  imageUrl,
  isResizable,
} from '@/domain/images/image-url';
import { anyWidth, assetFile } from '../../support/image-arbitraries';

const file = 'https://a.storyblok.com/f/39898/1200x800/e8b4c2d1a0/plate.jpg';

describe('image CDN widths (docs/product.md#images)', () => {
  test.prop([anyWidth])('are whole pixels from 320 to 2560', (width) => {
    const clamped = clampImageWidth(width);
    expect(Number.isInteger(clamped)).toBe(true);
    expect(clamped).toBeGreaterThanOrEqual(IMAGE_CDN_WIDTH.min);
    expect(clamped).toBeLessThanOrEqual(IMAGE_CDN_WIDTH.max);
  });

  test.prop([fc.integer({ min: IMAGE_CDN_WIDTH.min, max: IMAGE_CDN_WIDTH.max })])(
    'a width in range is kept',
    (width) => {
      expect(clampImageWidth(width)).toBe(width);
    },
  );

  test.prop([anyWidth, anyWidth])('a wider request never gets a narrower image', (a, b) => {
    fc.pre(a <= b);
    expect(clampImageWidth(a)).toBeLessThanOrEqual(clampImageWidth(b));
  });

  it('pins both sides of each limit', () => {
    expect(IMAGE_CDN_WIDTH).toEqual({ min: 320, max: 2560 });
    expect(clampImageWidth(319)).toBe(320);
    expect(clampImageWidth(320)).toBe(320);
    expect(clampImageWidth(321)).toBe(321);
    expect(clampImageWidth(2559)).toBe(2559);
    expect(clampImageWidth(2560)).toBe(2560);
    expect(clampImageWidth(2561)).toBe(2560);
    expect(clampImageWidth(640.4)).toBe(640);
    expect(clampImageWidth(640.5)).toBe(641);
    expect(clampImageWidth(-5)).toBe(320);
    expect(clampImageWidth(Number.NaN)).toBe(320);
    expect(clampImageWidth(Number.POSITIVE_INFINITY)).toBe(2560);
    expect(clampImageWidth(Number.NEGATIVE_INFINITY)).toBe(320);
  });
});

describe('image URL rewriting (docs/product.md#images)', () => {
  test.prop([assetFile, anyWidth])('asks the image service for a webp at a CDN width', (f, w) => {
    expect(imageUrl(f, w)).toBe(
      `${f}/m/${clampImageWidth(w)}x0/filters:quality(${PRODUCT_IMAGE_QUALITY}):format(webp)`,
    );
  });

  test.prop([assetFile, anyWidth, anyWidth, fc.integer({ min: 1, max: 100 })])(
    'rewriting a rewritten URL is the same as rewriting the original',
    (f, first, second, quality) => {
      expect(imageUrl(imageUrl(f, first, quality), second)).toBe(imageUrl(f, second));
    },
  );

  it('writes the exact service form', () => {
    expect(PRODUCT_IMAGE_QUALITY).toBe(70);
    expect(imageUrl(file, 640)).toBe(`${file}/m/640x0/filters:quality(70):format(webp)`);
    expect(imageUrl(file, 100)).toBe(`${file}/m/320x0/filters:quality(70):format(webp)`);
    expect(imageUrl(file, 5000, 90)).toBe(`${file}/m/2560x0/filters:quality(90):format(webp)`);
    expect(imageUrl(`${file}/m/`, 480)).toBe(`${file}/m/480x0/filters:quality(70):format(webp)`);
    expect(imageUrl(`${file}/m`, 480)).toBe(`${file}/m/480x0/filters:quality(70):format(webp)`);
    expect(imageUrl(`${file}/m/100x100`, 480)).toBe(
      `${file}/m/480x0/filters:quality(70):format(webp)`,
    );
    expect(imageUrl('//a.storyblok.com/f/1/a.png', 320)).toBe(
      '//a.storyblok.com/f/1/a.png/m/320x0/filters:quality(70):format(webp)',
    );
    expect(imageUrl('http://cdn.example.com/m/photos/a.jpg', 320)).toBe(
      'http://cdn.example.com/m/photos/a.jpg/m/320x0/filters:quality(70):format(webp)',
    );
  });

  it('leaves alone what the service cannot resize', () => {
    for (const f of [
      '',
      '/images/logo.png',
      'images/logo.png',
      'data:image/png;base64,AAAA',
      'blob:https://shop.example/1234',
      'https://',
      'https://a.storyblok.com/f/1/logo.svg',
      'https://a.storyblok.com/f/1/LOGO.SVG',
      'https://a.storyblok.com/f/1/logo.svg/m/640x0',
      'xhttps://a.storyblok.com/f/1/a.jpg',
    ]) {
      expect(isResizable(f)).toBe(false);
      expect(imageUrl(f, 640)).toBe(f);
    }
    expect(isResizable('https://a.storyblok.com/f/1/svg-plate.jpg')).toBe(true);
    expect(isResizable('https://a.storyblok.com/f/1/logo.svg.png')).toBe(true);
    expect(isResizable('http://x')).toBe(true);
    expect(isResizable('//x')).toBe(true);
    expect(isResizable('HTTPS://A.STORYBLOK.COM/f/1/a.jpg')).toBe(true);
  });

  it("resizes the shop's own seeded photographs through its image endpoint", () => {
    expect(imageUrl('/media/products/bowl-earth.jpg', 480)).toBe(
      '/media/products/bowl-earth.jpg/m/480x0/filters:quality(70):format(webp)',
    );
    expect(isResizable('/media/content/store-marker.svg')).toBe(false);
    expect(isResizable('/mediaX/a.jpg')).toBe(false);
  });
});
