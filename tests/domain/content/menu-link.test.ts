import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { NEW_TAB_TARGET, resolveMenuLink } from '@/domain/content/menu-link';
import { formatSite, type Site } from '@/domain/site/site';
import { site } from '../../support/arbitraries';
import {
  bareHost,
  emailAddress,
  languageFolder,
  linkTarget,
  slugSegments,
  webAddress,
} from '../../support/content-arbitraries';
import { URL_VECTORS } from '../../support/xss-vectors';

const se: Site = { country: 'se', language: 'sv' };
const noSv: Site = { country: 'no', language: 'sv' };
const blank = fc.constantFrom(undefined, '', ' ', '\t');

describe('menu item links (docs/product.md#menus)', () => {
  test.prop([site, languageFolder, slugSegments])(
    'a story leads to its slug under the current site, without the language folder',
    (s, folder, segments) => {
      const cachedUrl = [folder, ...segments].filter(Boolean).join('/');
      expect(resolveMenuLink({ linktype: 'story', cachedUrl }, s)).toEqual({
        kind: 'internal',
        path: `/${formatSite(s)}/${segments.join('/')}`,
      });
    },
  );

  test.prop([site, slugSegments, fc.constantFrom('/', '//')])(
    'extra slashes around and between segments are dropped',
    (s, segments, slash) => {
      const cachedUrl = `${slash}${segments.join(slash)}${slash}`;
      const link = resolveMenuLink({ linktype: 'story', cachedUrl }, s);
      expect(link).toEqual({ kind: 'internal', path: `/${formatSite(s)}/${segments.join('/')}` });
    },
  );

  test.prop([site, webAddress, linkTarget, linkTarget])(
    'a web address is kept and opens a new tab when the link or the item says _blank',
    (s, url, target, itemTarget) => {
      expect(resolveMenuLink({ linktype: 'url', url, target }, s, itemTarget)).toEqual({
        kind: 'external',
        href: url,
        newTab: target === NEW_TAB_TARGET || itemTarget === NEW_TAB_TARGET,
      });
    },
  );

  test.prop([site, bareHost])('a host without a scheme is reached over https', (s, host) => {
    expect(resolveMenuLink({ linktype: 'url', url: host }, s)).toEqual({
      kind: 'external',
      href: `https://${host}`,
      newTab: false,
    });
  });

  test.prop([site, emailAddress, linkTarget])(
    'an e-mail address becomes a mailto link',
    (s, email, target) => {
      expect(resolveMenuLink({ linktype: 'email', email, target }, s)).toEqual({
        kind: 'email',
        href: `mailto:${email}`,
      });
    },
  );

  test.prop([site, fc.constantFrom('story', 'url', 'asset', 'email'), blank])(
    'a link with nothing to point at leads nowhere',
    (s, linktype, value) => {
      const link = { linktype, cachedUrl: value, url: value, email: value };
      expect(resolveMenuLink(link, s)).toBeUndefined();
    },
  );

  it('resolves story slugs as the content service writes them', () => {
    const story = (cachedUrl: string, s: Site = se) =>
      resolveMenuLink({ linktype: 'story', cachedUrl }, s);
    expect(story('sv/kitchen/bowls', noSv)).toEqual({
      kind: 'internal',
      path: '/no-sv/kitchen/bowls',
    });
    expect(story('en/kitchen')).toEqual({ kind: 'internal', path: '/se/kitchen' });
    expect(story('kitchen')).toEqual({ kind: 'internal', path: '/se/kitchen' });
    expect(story('sv/')).toEqual({ kind: 'internal', path: '/se' });
    expect(story('/')).toEqual({ kind: 'internal', path: '/se' });
    expect(story(' en/about ')).toEqual({ kind: 'internal', path: '/se/about' });
    expect(story('sv/en/x')).toEqual({ kind: 'internal', path: '/se/en/x' });
    expect(story('svenska/x')).toEqual({ kind: 'internal', path: '/se/svenska/x' });
    expect(story('SV/x')).toEqual({ kind: 'internal', path: '/se/SV/x' });
    expect(resolveMenuLink({ linktype: 'story', cachedUrl: 'a', target: '_blank' }, se)).toEqual({
      kind: 'internal',
      path: '/se/a',
    });
  });

  it('keeps web addresses that a browser already understands', () => {
    const url = (address: string, target?: string, itemTarget?: string) =>
      resolveMenuLink({ linktype: 'url', url: address, target }, se, itemTarget);
    expect(url('https://example.com')).toEqual({
      kind: 'external',
      href: 'https://example.com',
      newTab: false,
    });
    expect(url(' HTTPS://EXAMPLE.COM ')).toMatchObject({ href: 'HTTPS://EXAMPLE.COM' });
    expect(url('tel:+4612345')).toMatchObject({ href: 'tel:+4612345' });
    expect(url('/se/sale')).toMatchObject({ href: '/se/sale' });
    expect(url('?q=1')).toMatchObject({ href: '?q=1' });
    expect(url('#top')).toMatchObject({ href: '#top' });
    expect(url('www.example.com')).toMatchObject({ href: 'https://www.example.com' });
    expect(url('www.example.com/a:b')).toMatchObject({ href: 'https://www.example.com/a:b' });
    expect(url('shop.se/sale?x=1#y')).toMatchObject({ href: 'https://shop.se/sale?x=1#y' });
    expect(url('shop/?x')).toMatchObject({ href: 'https://shop/?x' });
    expect(url('https://x.se', '_blank')).toMatchObject({ newTab: true });
    expect(url('https://x.se', '_self', '_blank')).toMatchObject({ newTab: true });
    expect(url('https://x.se', '_self', '_self')).toMatchObject({ newTab: false });
    expect(
      resolveMenuLink({ linktype: 'asset', url: 'https://a.storyblok.com/f/1/x.pdf' }, se),
    ).toEqual({ kind: 'external', href: 'https://a.storyblok.com/f/1/x.pdf', newTab: false });
  });

  it('leads nowhere from an address with any other scheme (docs/reliability.md#hostile-content)', () => {
    const url = (address: string) => resolveMenuLink({ linktype: 'url', url: address }, se);
    expect(url('svn+ssh://host/repo')).toBeUndefined();
    expect(url('a1.b-c:x')).toBeUndefined();
    expect(url('1a:b')).toBeUndefined();
    expect(url('java\u200bscript:alert(1)')).toBeUndefined();
    expect(url('javascript:alert(1)')).toBeUndefined();
    expect(url(' JavaScript:alert(1)')).toBeUndefined();
    expect(url('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(url('vbscript:msgbox(1)')).toBeUndefined();
    expect(resolveMenuLink({ linktype: 'asset', url: 'javascript:alert(1)' }, se)).toBeUndefined();
    expect(resolveMenuLink({ linktype: 'email', email: 'a@b.se\u0000' }, se)).toBeUndefined();
  });

  test.prop([site, fc.constantFrom(...URL_VECTORS), fc.constantFrom('url', 'asset', 'email')])(
    'no hostile vector becomes a link that is not http(s), mailto, tel or within the shop',
    (s, vector, linktype) => {
      const target = resolveMenuLink({ linktype, url: vector.url, email: vector.url }, s);
      if (target === undefined || target.kind === 'internal') return;
      const scheme = /^([a-z][a-z\d+.-]*):/i.exec(target.href)?.[1]?.toLowerCase();
      expect(['http', 'https', 'mailto', 'tel']).toContain(scheme);
    },
  );

  it('writes e-mail links once', () => {
    const email = (address: string) => resolveMenuLink({ linktype: 'email', email: address }, se);
    expect(email(' kundservice@example.se ')).toEqual({
      kind: 'email',
      href: 'mailto:kundservice@example.se',
    });
    expect(email('mailto:a@b.se')).toEqual({ kind: 'email', href: 'mailto:a@b.se' });
    expect(email('MAILTO:a@b.se')).toEqual({ kind: 'email', href: 'MAILTO:a@b.se' });
  });

  it('leads nowhere from an empty link', () => {
    for (const value of [undefined, '', '  ']) {
      expect(resolveMenuLink({ linktype: 'story', cachedUrl: value }, se)).toBeUndefined();
      expect(resolveMenuLink({ linktype: 'url', url: value }, se)).toBeUndefined();
      expect(resolveMenuLink({ linktype: 'asset', url: value }, se)).toBeUndefined();
      expect(resolveMenuLink({ linktype: 'email', email: value }, se)).toBeUndefined();
    }
  });

  it('ignores link types it does not know', () => {
    expect(resolveMenuLink({ linktype: 'phone', url: 'https://x.se' }, se)).toBeUndefined();
    expect(resolveMenuLink({ linktype: '', cachedUrl: 'a' }, se)).toBeUndefined();
    expect(NEW_TAB_TARGET).toBe('_blank');
  });
});
