import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { contentPagePaths, sitemapIndexXml, sitemapXml } from '@/domain/seo/sitemap';

describe('sitemaps', () => {
  test.prop([fc.array(fc.webUrl())])('lists each address once, escaped', (urls) => {
    const xml = sitemapXml(urls);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(locs).toHaveLength(new Set(urls).size);
    for (const loc of locs) expect(loc).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml(['https://lera.shop/se/a?b=1&c=<d>'])).toContain(
      '<loc>https://lera.shop/se/a?b=1&amp;c=&lt;d&gt;</loc>',
    );
    expect(sitemapIndexXml(['https://lera.shop/se/sitemap.xml'])).toContain(
      '<sitemap><loc>https://lera.shop/se/sitemap.xml</loc></sitemap>',
    );
  });

  it('takes the content pages of one language, the start page as the empty path', () => {
    const links = [
      { id: '1', uuid: 'a', slug: 'sv/' },
      { id: '2', uuid: 'b', slug: 'sv/om-oss' },
      { id: '3', uuid: 'c', slug: 'en/about-us' },
      { id: '4', uuid: 'd', slug: 'shared-content/menus/main-menu' },
      { id: '5', uuid: 'e', slug: 'svenska-sidor' },
    ];
    expect(contentPagePaths(links, 'sv')).toEqual(['', 'om-oss']);
    expect(contentPagePaths(links, 'en')).toEqual(['about-us']);
  });
});
