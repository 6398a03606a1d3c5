import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, pageCachePolicy } from '@/server/cache-policy';

const at = (path: string) => new URL(`https://lera.shop${path}`);

describe('what a cache may keep of a page', () => {
  it('keeps content, category and product pages at the CDN, stale while renewing or failing', () => {
    for (const path of ['/se', '/se-en/about-us', '/se/servering/tallrikar', '/no/skal-ocean']) {
      expect(pageCachePolicy(at(path), 200)).toBe('page');
    }
    expect(CACHE_CONTROL.page).toMatch(/s-maxage=\d+/);
    expect(CACHE_CONTROL.page).toMatch(/stale-while-revalidate=\d+/);
    expect(CACHE_CONTROL.page).toMatch(/stale-if-error=\d+/);
  });

  it('never keeps the editors’ preview, account pages or the checkout', () => {
    expect(pageCachePolicy(at('/se-en?_storyblok=1'), 200)).toBe('private');
    expect(pageCachePolicy(at('/se/account/overview'), 200)).toBe('private');
    expect(pageCachePolicy(at('/se-en/checkout/receipt'), 200)).toBe('private');
    expect(CACHE_CONTROL.private).toBe('private, no-store');
  });

  it('keeps search results and missing pages briefly, failures not at all', () => {
    expect(pageCachePolicy(at('/se/search?q=tallrik'), 200)).toBe('search');
    expect(pageCachePolicy(at('/se/search-products?q=tallrik'), 200)).toBe('search');
    expect(pageCachePolicy(at('/se/no-such-page'), 404)).toBe('not-found');
    expect(pageCachePolicy(at('/se'), 500)).toBe('uncached');
    expect(pageCachePolicy(at('/se'), 503)).toBe('uncached');
    expect(CACHE_CONTROL.uncached).toBe('no-store');
  });
});
