import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { sameOriginPath } from '@/domain/site/same-origin-path';

const ORIGIN = 'https://shop.example';

const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
const query = fc.option(
  segment.map((value) => `?q=${value}`),
  { nil: '' },
);
const hash = fc.option(
  segment.map((value) => `#${value}`),
  { nil: '' },
);
const local = fc.tuple(path, query, hash).map(([p, q, h]) => `${p}${q}${h}`);
/** A host that is not the shop's, written in a few ways. */
const otherHost = fc.oneof(
  fc.constantFrom('evil.example', 'shop.example.evil.example', 'EVIL.example', '127.0.0.1'),
  segment.map((name) => `${name}.evil.example`),
);
/** Ways of writing "go to that other host" that a careless check lets through. */
const offSite = fc
  .tuple(otherHost, local)
  .chain(([host, rest]) =>
    fc.constantFrom(
      `https://${host}${rest}`,
      `http://${host}${rest}`,
      `HTTPS://${host}${rest}`,
      `//${host}${rest}`,
      `\\\\${host}${rest}`,
      `/\\${host}${rest}`,
      `\\/${host}${rest}`,
      `/\t/${host}${rest}`,
      ` //${host}${rest}`,
      `https://shop.example@${host}${rest}`,
      `https:/\\${host}${rest}`,
      `https://${host}\\@shop.example${rest}`,
      `http://shop.example${rest}`,
      `https://shop.example:8443${rest}`,
      `ftp://shop.example${rest}`,
    ),
  );
/** Targets that run code or load a document instead of opening a page. */
const scriptLike = fc
  .string({ maxLength: 20 })
  .chain((payload) =>
    fc.constantFrom(
      `javascript:${payload}`,
      `JaVaScRiPt:alert(1)//${payload}`,
      ` javascript:alert(1)`,
      `java\tscript:alert(1)`,
      `java\nscript:alert(1)`,
      `\u0000javascript:alert(1)`,
      `data:text/html,<script>alert(1)</script>${payload}`,
      `DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
      `vbscript:msgbox(1)`,
      `blob:https://shop.example/${payload}`,
    ),
  );

describe('same-origin path (redirects stay in the shop)', () => {
  test.prop([local])('a same-origin absolute URL gives its path, query and hash', (rest) => {
    expect(sameOriginPath(`${ORIGIN}${rest}`, ORIGIN)).toBe(rest);
  });

  test.prop([local])('a root-relative path is kept as it is', (rest) => {
    expect(sameOriginPath(rest, ORIGIN)).toBe(rest);
  });

  test.prop([offSite])('a URL to another host, scheme or port is refused', (target) => {
    expect(sameOriginPath(target, ORIGIN)).toBeNull();
  });

  test.prop([scriptLike])('a javascript:, data: or other scheme target is refused', (target) => {
    expect(sameOriginPath(target, ORIGIN)).toBeNull();
  });

  test.prop([fc.string({ maxLength: 60 })])(
    'whatever comes back is a path in the shop: one leading slash, never `//` or `/\\`',
    (target) => {
      const result = sameOriginPath(target, ORIGIN);
      if (result === null) return;
      expect(result).toMatch(/^\/(?![/\\])/);
      expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
    },
  );

  test.prop([local])('the answer is stable: a path in the shop maps to itself', (rest) => {
    const once = sameOriginPath(rest, ORIGIN);
    expect(once).not.toBeNull();
    expect(sameOriginPath(once!, ORIGIN)).toBe(once);
  });

  test('relative and dotted paths are resolved from the shop root', () => {
    expect(sameOriginPath('kontakt', ORIGIN)).toBe('/kontakt');
    expect(sameOriginPath('/se/a/../b', ORIGIN)).toBe('/se/b');
    expect(sameOriginPath('/se/./kontakt?x=1#top', ORIGIN)).toBe('/se/kontakt?x=1#top');
    expect(sameOriginPath('?q=1', ORIGIN)).toBe('/?q=1');
  });

  test('percent-encoded tricks stay encoded and stay in the shop', () => {
    expect(sameOriginPath('/%2F%2Fevil.example', ORIGIN)).toBe('/%2F%2Fevil.example');
    expect(sameOriginPath('/%5Cevil.example', ORIGIN)).toBe('/%5Cevil.example');
    expect(sameOriginPath('%2F%2Fevil.example', ORIGIN)).toBe('/%2F%2Fevil.example');
    expect(sameOriginPath('javascript%3Aalert(1)', ORIGIN)).toBe('/javascript%3Aalert(1)');
    expect(sameOriginPath(`${ORIGIN}//evil.example`, ORIGIN)).toBeNull();
    expect(sameOriginPath('/\\/evil.example', ORIGIN)).toBeNull();
  });

  test('a blank target, or a shop origin that is not a URL, gives nothing', () => {
    expect(sameOriginPath('', ORIGIN)).toBeNull();
    expect(sameOriginPath('   ', ORIGIN)).toBeNull();
    expect(sameOriginPath('/se', 'not a url')).toBeNull();
    expect(sameOriginPath('/se', 'data:text/plain,x')).toBeNull();
  });
});
