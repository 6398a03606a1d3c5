import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { siteLinkHref, siteLinksInHtml } from '@/domain/content/rich-text-links';
import { formatSite, LANGUAGES, type Site } from '@/domain/site/site';
import { site } from '../../support/arbitraries';
import { slugSegments, webAddress } from '../../support/content-arbitraries';

const seEn: Site = { country: 'se', language: 'en' };
const se: Site = { country: 'se', language: 'sv' };
const folder = fc.constantFrom(...LANGUAGES);
const suffix = fc.constantFrom('', '?a=1', '#team', '?a=1#team');
/** A site whose prefix is never itself a language folder (no country is called `sv` or `en`). */
const shopSite = site.filter((s) => !(LANGUAGES as readonly string[]).includes(s.country));

describe('rich-text links to stories (docs/product.md#content-blocks)', () => {
  it('points a story in the language folder at the current site', () => {
    expect(siteLinkHref('/en/about-us', seEn)).toBe('/se-en/about-us');
    expect(siteLinkHref('/sv/om-oss#verkstaden', se)).toBe('/se/om-oss#verkstaden');
    expect(siteLinkHref('/sv', se)).toBe('/se');
    expect(siteLinkHref('/en/?q=1', { country: 'no', language: 'en' })).toBe('/no/?q=1');
  });

  it('keeps other sites, e-mail, paths under a site and look-alike folders as they are', () => {
    for (const href of [
      'https://example.com/sv/om-oss',
      '//cdn.example.com/en/x',
      'mailto:hej@lera.se',
      '/se/om-oss',
      '/svenska/om-oss',
      '/english',
      'sv/om-oss',
      '#top',
      '',
    ]) {
      expect(siteLinkHref(href, seEn)).toBe(href);
    }
  });

  test.prop([site, folder, slugSegments, suffix])(
    "a story's path leads to the same slug under the current site's prefix",
    (s, language, segments, rest) => {
      const href = `/${language}/${segments.join('/')}${rest}`;
      expect(siteLinkHref(href, s)).toBe(`/${formatSite(s)}/${segments.join('/')}${rest}`);
    },
  );

  test.prop([shopSite, fc.oneof(webAddress, fc.string())])(
    'is idempotent, and leaves whatever is not a language folder path alone',
    (s, href) => {
      const once = siteLinkHref(href, s);
      expect(siteLinkHref(once, s)).toBe(once);
      if (!/^\/(sv|en)([/?#]|$)/.test(href)) expect(once).toBe(href);
    },
  );

  it('rewrites the links of sanitized HTML and nothing else in it', () => {
    const html =
      '<p>See <a href="/sv/om-oss" title="Om oss">us</a>, <a target="_blank" href="https://x.se/sv/a" rel="noopener noreferrer">x</a>' +
      ' and the text href="/sv/b" or <a>no link</a>.</p>';
    expect(siteLinksInHtml(html, se)).toBe(html.replace('href="/sv/om-oss"', 'href="/se/om-oss"'));
  });

  test.prop([shopSite, fc.array(fc.tuple(folder, slugSegments, fc.string()), { maxLength: 5 })])(
    'leaves the text and the number of links as they were',
    (s, links) => {
      const text = (t: string) => t.replace(/[<>&"]/g, '');
      const html = links
        .map(
          ([language, segments, label]) =>
            `<a href="/${language}/${segments.join('/')}">${text(label)}</a>`,
        )
        .join(' ');
      const rewritten = siteLinksInHtml(html, s);
      const strip = (h: string) => h.replace(/<[^>]*>/g, '');
      expect(strip(rewritten)).toBe(strip(html));
      expect(rewritten.match(/<a /g)?.length ?? 0).toBe(links.length);
      expect(rewritten).not.toMatch(/href="\/(sv|en)[/"]/);
    },
  );
});
