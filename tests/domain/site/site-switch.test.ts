import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { splitSitePrefix } from '@/domain/site/route-path';
import { defaultLanguage, formatSite, LANGUAGES, parseSite } from '@/domain/site/site';
import { countrySite, languageSite, sitePath } from '@/domain/site/site-switch';
import { countryCode, language, site } from '../../support/arbitraries';

const segment = fc.stringMatching(/^[a-z0-9-]{3,12}$/);
const page = fc.array(segment, { maxLength: 4 }).map((parts) => parts.map((p) => `/${p}`).join(''));
const query = fc.constantFrom('', '?q=1', 'q=1&x=2', '?');

describe('switching site (docs/product.md#header)', () => {
  test.prop([countryCode])('a new country starts in its own default language', (country) => {
    expect(countrySite(country.toUpperCase())).toEqual({
      country,
      language: defaultLanguage(country),
    });
  });

  test.prop([site, language])('a new language keeps the country', (current, chosen) => {
    expect(languageSite(current, chosen)).toEqual({ country: current.country, language: chosen });
  });

  test.prop([site, site, page, query])(
    'puts the same page and query under the new prefix',
    (from, to, rest, search) => {
      const path = sitePath(to, { pathname: `/${formatSite(from)}${rest}`, search });
      const [pathname, ...queryParts] = path.split('?');
      const { first, rest: kept } = splitSitePrefix(pathname ?? '');
      expect(parseSite(first ?? '')).toEqual({ ok: true, value: to });
      expect(first).toBe(formatSite(to));
      expect(kept).toBe(rest);
      const expectedQuery = search.replace(/^\?/, '');
      expect(queryParts.join('?')).toBe(expectedQuery);
      expect(path.endsWith('?')).toBe(false);
    },
  );

  test.prop([site, site, page])('switching twice is switching once', (first, second, rest) => {
    const once = sitePath(second, { pathname: rest || '/' });
    expect(sitePath(second, { pathname: sitePath(first, { pathname: rest || '/' }) })).toBe(once);
  });

  test('keeps a page that has no prefix, and drops a bare root', () => {
    const norway = { country: 'no', language: 'en' } as const;
    expect(sitePath(norway, { pathname: '/about', search: 'x=1' })).toBe('/no/about?x=1');
    expect(sitePath(norway, { pathname: '/' })).toBe('/no');
    expect(sitePath(norway, { pathname: '' })).toBe('/no');
    expect(sitePath(norway, { pathname: '/se-en/' })).toBe('/no/');
    expect(sitePath({ country: 'se', language: 'en' }, { pathname: '/se/kitchen' })).toBe(
      '/se-en/kitchen',
    );
    expect(LANGUAGES).toContain(countrySite(' SE ').language);
    expect(countrySite(' SE ')).toEqual({ country: 'se', language: 'sv' });
  });
});
