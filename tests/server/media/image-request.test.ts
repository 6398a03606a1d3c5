import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { imageUrl } from '@/domain/images/image-url';
import { IMAGE_FORMATS, MAX_IMAGE_SIDE, parseImageRequest } from '@/server/media/image-request';

describe('parseImageRequest', () => {
  it('reads an original and a resized copy as the image CDN writes them', () => {
    expect(parseImageRequest('/media/products/bowl-earth.jpg')).toEqual({
      file: 'products/bowl-earth.jpg',
      variant: null,
    });
    expect(
      parseImageRequest('/media/content/hero-kiln.jpg/m/640x0/filters:quality(75):format(webp)'),
    ).toEqual({
      file: 'content/hero-kiln.jpg',
      variant: { width: 640, height: 0, quality: 75, format: 'webp' },
    });
    expect(parseImageRequest('/media/content/vase.jpg/m/320x320')).toEqual({
      file: 'content/vase.jpg',
      variant: { width: 320, height: 320, quality: 80, format: 'jpeg' },
    });
  });

  it('answers every address the shop writes for its own pictures', () => {
    const widths = fc.integer({ min: 0, max: 4000 });
    fc.assert(
      fc.property(widths, fc.integer({ min: 1, max: 100 }), (width, quality) => {
        const url = imageUrl('/media/products/plate-sand.jpg', width, quality);
        expect(parseImageRequest(url)).toMatchObject({
          file: 'products/plate-sand.jpg',
          variant: { quality, format: 'webp', height: 0 },
        });
      }),
    );
  });

  it('refuses what is not a picture address, naming the fault', () => {
    for (const [path, fault] of [
      ['/media/products/../secret.jpg', /not an image address/],
      ['/media/products/bowl.svg', /not an image address/],
      ['/media/products/bowl.jpg/m/640x0/filters:blur(3)', /unknown filter blur\(3\)/],
      ['/media/products/bowl.jpg/m/640x0/filters:quality(0)', /unknown filter quality\(0\)/],
      ['/media/products/bowl.jpg/m/640x0/filters:format(gif)', /unknown filter format\(gif\)/],
      [`/media/products/bowl.jpg/m/${MAX_IMAGE_SIDE + 1}x0`, /sides up to 2560/],
    ] as const) {
      const parsed = parseImageRequest(path);
      expect(parsed, path).toHaveProperty('error');
      expect('error' in parsed && parsed.error, path).toMatch(fault);
    }
  });

  test.prop([fc.constantFrom(...IMAGE_FORMATS), fc.integer({ min: 0, max: MAX_IMAGE_SIDE })])(
    'keeps the format and width asked for',
    (format, width) => {
      const parsed = parseImageRequest(
        `/media/content/vase.jpg/m/${width}x0/filters:format(${format})`,
      );
      expect(parsed).toMatchObject({ variant: { format, width } });
    },
  );
});
