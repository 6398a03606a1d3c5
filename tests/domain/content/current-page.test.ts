import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isCurrentPage } from '@/domain/content/current-page';
import { formatSite, type Site } from '@/domain/site/site';
import { site } from '../../support/arbitraries';
import { slugSegments, webAddress } from '../../support/content-arbitraries';

const se: Site = { country: 'se', language: 'sv' };

describe('the current page of a sub navigation (docs/product.md#content-blocks)', () => {
  test.prop([site, slugSegments, fc.constantFrom('', '/')])(
    'a story link is current on its own page, with or without a trailing slash',
    (s, segments, slash) => {
      const link = { linktype: 'story', cachedUrl: segments.join('/') };
      expect(isCurrentPage(link, s, `/${formatSite(s)}/${segments.join('/')}${slash}`)).toBe(true);
    },
  );

  test.prop([site, slugSegments, slugSegments])(
    'a story link is not current on another page',
    (s, a, b) => {
      fc.pre(a.join('/') !== b.join('/'));
      const link = { linktype: 'story', cachedUrl: a.join('/') };
      expect(isCurrentPage(link, s, `/${formatSite(s)}/${b.join('/')}`)).toBe(false);
    },
  );

  test.prop([site, webAddress])('a link to another site is never current', (s, url) => {
    expect(isCurrentPage({ linktype: 'url', url }, s, url)).toBe(false);
  });

  it('compares percent-encoded paths as the browser gives them', () => {
    const link = { linktype: 'story', cachedUrl: 'sv/servering/skålar' };
    expect(isCurrentPage(link, se, '/se/servering/sk%C3%A5lar')).toBe(true);
    expect(isCurrentPage(undefined, se, '/se')).toBe(false);
  });
});
