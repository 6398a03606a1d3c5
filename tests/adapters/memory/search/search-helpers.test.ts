import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { requestId } from '@/adapters/memory/search/request-id';
import { redirectFor } from '@/adapters/memory/search/search-redirects';

describe('request ids (docs/product.md#search-provider)', () => {
  const payload = fc.jsonValue();

  test.prop([fc.stringMatching(/^[a-z]{1,8}$/), payload])(
    'are the same for the same request, kind first, then 8 hex digits',
    (kind, request) => {
      const id = requestId(kind, request);
      expect(id).toBe(requestId(kind, structuredClone(request)));
      expect(id).toMatch(new RegExp(`^${kind}-[0-9a-f]{8}$`));
    },
  );

  it('differ for different requests', () => {
    const ids = ['tallrik', 'tallrikar', 'plate', ''].map((q) => requestId('search', { q }));
    expect(new Set(ids).size).toBe(4);
  });
});

describe('redirect words (docs/product.md#search-provider)', () => {
  it.each([
    ['kontakt', '/se/kontakt'],
    [' Kundtjänst ', '/se/kontakt'],
    ['CONTACT', '/se/kontakt'],
    ['presentkort', '/se/presentkort'],
    ['Gift cards', '/se/presentkort'],
  ])('%j goes to %s', (q, url) => {
    expect(redirectFor(q, { country: 'se', language: 'sv' })).toBe(url);
  });

  it('keeps the site prefix and leaves other queries alone', () => {
    expect(redirectFor('kontakt', { country: 'no', language: 'en' })).toBe('/no/contact');
    expect(redirectFor('kontakt', { country: 'se', language: 'en' })).toBe('/se-en/contact');
    expect(redirectFor('kontakta oss', { country: 'se', language: 'sv' })).toBeNull();
    expect(redirectFor('', { country: 'se', language: 'sv' })).toBeNull();
  });
});
