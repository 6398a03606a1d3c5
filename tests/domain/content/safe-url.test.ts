import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LINK_SCHEMES, safeLinkHref, safeMediaSrc, urlScheme } from '@/domain/content/safe-url';
import { URL_VECTORS } from '../../support/xss-vectors';

/** Where the shop lives, to read relative addresses as a browser would. */
const SHOP = 'https://shop.example/se/page';
const protocol = (address: string) => new URL(address, SHOP).protocol;
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

/** What a browser skips before a scheme (C0 controls, space) and inside it (tab, newline). */
const leading = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u0000', '\u0001', '\u001f', '\f');
const inside = fc.constantFrom('', '\t', '\n', '\r', '\r\n');
const dangerous = fc.constantFrom('javascript', 'data', 'vbscript', 'livescript', 'file', 'blob');
const anyCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
const hostileAddress = fc
  .tuple(leading, dangerous.chain(anyCase), inside, fc.string())
  .map(([before, scheme, inside, rest]) => {
    const cut = Math.floor(scheme.length / 2);
    return `${before}${scheme.slice(0, cut)}${inside}${scheme.slice(cut)}:${rest}`;
  });

describe('which addresses may become links and pictures (docs/reliability.md#hostile-content)', () => {
  test.prop([fc.string({ unit: 'binary' })])(
    'a link kept from any text is http(s), mailto, tel or relative as a browser reads it',
    (text) => {
      const href = safeLinkHref(text);
      if (href !== undefined) expect(LINK_PROTOCOLS).toContain(protocol(href));
    },
  );

  test.prop([hostileAddress])(
    'javascript:, data:, vbscript: and other schemes never become links or pictures, in any case or spacing',
    (address) => {
      expect(safeLinkHref(address)).toBeUndefined();
      expect(safeMediaSrc(address)).toBeUndefined();
    },
  );

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true })])(
    'web addresses are kept as they are',
    (url) => {
      expect(safeLinkHref(url)).toBe(url);
      expect(safeMediaSrc(url)).toBe(url);
    },
  );

  test.prop([fc.webPath(), fc.constantFrom('', ' ', '\n')])(
    'addresses within the shop are kept, trimmed',
    (path, space) => {
      const relative = `/${path.replace(/^\/+/, '')}`;
      expect(safeLinkHref(`${space}${relative}${space}`)).toBe(relative);
    },
  );

  test.prop([fc.string({ unit: 'binary' })])(
    'a picture kept from any text is http(s), relative or an inline raster image',
    (text) => {
      const src = safeMediaSrc(text);
      if (src === undefined) return;
      const scheme = protocol(src);
      if (scheme === 'data:') expect(src).toMatch(/^data:image\/(png|jpeg|gif|webp|avif)[;,]/i);
      else expect(['http:', 'https:']).toContain(scheme);
    },
  );

  it('keeps e-mail and phone links, and reads schemes as a browser does', () => {
    expect(safeLinkHref('mailto:kund@lera.shop')).toBe('mailto:kund@lera.shop');
    expect(safeLinkHref(' TEL:+46 40 12 34 ')).toBe('TEL:+46 40 12 34');
    expect(safeLinkHref('?q=1')).toBe('?q=1');
    expect(safeLinkHref('#top')).toBe('#top');
    expect(safeLinkHref('//cdn.example/x')).toBe('//cdn.example/x');
    expect(safeLinkHref('ftp://files.example')).toBeUndefined();
    expect(safeLinkHref('')).toBeUndefined();
    expect(safeLinkHref('  ')).toBeUndefined();
    expect(safeMediaSrc('mailto:x@y.se')).toBeUndefined();
    expect(safeMediaSrc('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
    expect(safeMediaSrc('data:image/svg+xml,<svg/>')).toBeUndefined();
    expect(safeMediaSrc('/media/content/plates.svg')).toBe('/media/content/plates.svg');
    expect(urlScheme(' HTTPS://x')).toBe('https');
    expect(urlScheme('1a:b')).toBeUndefined();
    expect(LINK_SCHEMES).toEqual(['http', 'https', 'mailto', 'tel']);
  });

  it.each(URL_VECTORS)('keeps no runnable address of vector $id ($category)', (vector) => {
    const href = safeLinkHref(vector.url ?? '');
    if (href !== undefined) expect(LINK_PROTOCOLS).toContain(protocol(href));
    const src = safeMediaSrc(vector.url ?? '');
    if (src !== undefined) expect(['http:', 'https:']).toContain(protocol(src));
  });

  it('refuses every hostile address that names a scheme', () => {
    const named = URL_VECTORS.filter((vector) => !(vector.url ?? '').includes('\u200b'));
    expect(named.length).toBeGreaterThan(10);
    for (const vector of named) {
      expect(safeLinkHref(vector.url ?? ''), `vector ${vector.id}`).toBeUndefined();
      expect(safeMediaSrc(vector.url ?? ''), `vector ${vector.id}`).toBeUndefined();
    }
  });
});
