import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isNewsletterBannerVisible } from '@/domain/marketing/newsletter-banner';

describe('the newsletter banner (docs/product.md#newsletter-banner)', () => {
  test.prop([fc.boolean(), fc.boolean()])('closing hides it whatever else holds', (c, s) => {
    expect(isNewsletterBannerVisible({ cookieSet: c, showAlways: s, closed: true })).toBe(false);
  });

  it.each([
    // cookieSet, showAlways, visible (not closed)
    [false, false, true],
    [true, false, false],
    [false, true, true],
    [true, true, true],
  ])('with cookie %s and show_always %s, shows: %s', (cookieSet, showAlways, visible) => {
    expect(isNewsletterBannerVisible({ cookieSet, showAlways, closed: false })).toBe(visible);
  });
});
