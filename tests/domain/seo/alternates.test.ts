import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { alternateLinks, hreflangOf, siteUrl } from '@/domain/seo/alternates';
import { LANGUAGES, type Site } from '@/domain/site/site';

const country = fc.constantFrom('se', 'no', 'de', 'dk', 'fi', 'gb', 'nl', 'us');
const site: fc.Arbitrary<Site> = fc.record({ country, language: fc.constantFrom(...LANGUAGES) });
const path = fc.array(fc.constantFrom('servering', 'tallrikar', 'om-oss', 'linne'), {
  maxLength: 3,
});
const origin = fc.constantFrom('https://lera.shop', 'http://127.0.0.1:4173');

describe('a page in every site that shows it', () => {
  test.prop([origin, path, site, fc.uniqueArray(country, { minLength: 1 })])(
    'names each country in each language once, plus x-default, all under the origin',
    (base, parts, current, countries) => {
      const links = alternateLinks({
        origin: base,
        path: parts.join('/'),
        site: current,
        countries,
      });
      expect(links).toHaveLength(countries.length * LANGUAGES.length + 1);
      expect(new Set(links.map((link) => link.hreflang)).size).toBe(links.length);
      expect(links.filter((link) => link.hreflang === 'x-default')).toHaveLength(1);
      for (const link of links) expect(link.href.startsWith(`${base}/`)).toBe(true);
    },
  );

  test.prop([origin, path, site])(
    'keeps a content page to its own language',
    (base, parts, current) => {
      const links = alternateLinks({
        origin: base,
        path: parts.join('/'),
        site: current,
        countries: ['se', 'no'],
        languages: [current.language],
      });
      expect(links.map((link) => link.hreflang)).toEqual([
        `${current.language}-SE`,
        `${current.language}-NO`,
        'x-default',
      ]);
    },
  );

  test.prop([origin, path, site])(
    'writes the site prefix as the routes do',
    (base, parts, current) => {
      const url = new URL(siteUrl(base, current, parts.join('/')));
      const [prefix, ...rest] = url.pathname.split('/').slice(1);
      expect(prefix?.startsWith(current.country)).toBe(true);
      expect(rest.join('/')).toBe(parts.join('/'));
    },
  );
});

describe('examples', () => {
  test('x-default is the Swedish site when it shows the page, else the page itself', () => {
    const links = alternateLinks({
      origin: 'https://lera.shop',
      path: 'servering',
      site: { country: 'no', language: 'en' },
      countries: ['se', 'no'],
    });
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://lera.shop/se/servering' });
    const english = alternateLinks({
      origin: 'https://lera.shop',
      path: 'about-us',
      site: { country: 'no', language: 'en' },
      countries: ['se', 'no'],
      languages: ['en'],
    });
    expect(english.at(-1)).toEqual({
      hreflang: 'x-default',
      href: 'https://lera.shop/no/about-us',
    });
    expect(hreflangOf({ country: 'se', language: 'en' })).toBe('en-SE');
    expect(siteUrl('https://lera.shop/', { country: 'se', language: 'sv' }, '')).toBe(
      'https://lera.shop/se',
    );
  });
});
