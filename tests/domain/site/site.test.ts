import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  defaultLanguage,
  formatSite,
  LANGUAGES,
  parseSite,
  validateLanguage,
} from '@/domain/site/site';
import { countryCode, site } from '../../support/arbitraries';

describe('route prefix (docs/product.md#route-prefix)', () => {
  test.prop([site])('a formatted site parses back to itself', (s) => {
    expect(parseSite(formatSite(s))).toEqual({ ok: true, value: s });
  });

  test.prop([site])('the prefix names the language only when it is not the default', (s) => {
    const prefix = formatSite(s);
    expect(prefix.includes('-')).toBe(s.language !== defaultLanguage(s.country));
    expect(prefix.startsWith(s.country)).toBe(true);
  });

  test.prop([countryCode])('only se defaults to Swedish; every other country to English', (c) => {
    expect(defaultLanguage(c)).toBe(c === 'se' ? 'sv' : 'en');
  });

  test.prop([site])(
    'a long prefix that names the default language parses to the short one',
    (s) => {
      const long = `${s.country}-${s.language}`;
      const parsed = parseSite(long);
      expect(parsed.ok && formatSite(parsed.value)).toBe(formatSite(s));
    },
  );

  test.prop([fc.string().filter((text) => !/^[a-z]{2}(-[a-z]{2})?$/.test(text))])(
    'anything but cc or cc-ll is malformed',
    (prefix) => {
      expect(parseSite(prefix)).toEqual({ ok: false, error: { kind: 'site/malformed', prefix } });
    },
  );

  test.prop([
    countryCode,
    fc.stringMatching(/^[a-z]{2}$/).filter((l) => !(LANGUAGES as readonly string[]).includes(l)),
  ])('a language the shop is not written in is invalid', (country, language) => {
    expect(parseSite(`${country}-${language}`)).toEqual({
      ok: false,
      error: { kind: 'site/invalid-language', language },
    });
  });

  test('the documented examples', () => {
    expect(parseSite('se')).toEqual({ ok: true, value: { country: 'se', language: 'sv' } });
    expect(parseSite('no-en')).toEqual({ ok: true, value: { country: 'no', language: 'en' } });
    expect(parseSite('se-en')).toEqual({ ok: true, value: { country: 'se', language: 'en' } });
    expect(parseSite('no')).toEqual({ ok: true, value: { country: 'no', language: 'en' } });
    expect(formatSite({ country: 'no', language: 'en' })).toBe('no');
    expect(formatSite({ country: 'no', language: 'sv' })).toBe('no-sv');
    expect(parseSite('SE').ok).toBe(false);
  });
});

describe('language validation (docs/product.md#validation)', () => {
  test.prop([fc.string()])('accepts exactly the available languages', (language) => {
    const result = validateLanguage(language);
    expect(result.ok).toBe((LANGUAGES as readonly string[]).includes(language));
    if (!result.ok) expect(result.error).toEqual({ kind: 'site/invalid-language', language });
  });

  test('a language the market does not offer is invalid there', () => {
    expect(validateLanguage('sv', ['en'])).toEqual({
      ok: false,
      error: { kind: 'site/invalid-language', language: 'sv' },
    });
    expect(validateLanguage('en', ['en'])).toEqual({ ok: true, value: 'en' });
  });
});
