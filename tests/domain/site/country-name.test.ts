import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { countryName } from '@/domain/site/country-name';
import { countryCode, language } from '../../support/arbitraries';

describe('country names', () => {
  it('are in the shopper language', () => {
    expect(countryName('se', 'sv')).toBe('Sverige');
    expect(countryName('se', 'en')).toBe('Sweden');
    expect(countryName('no', 'en')).toBe('Norway');
  });

  test.prop([countryCode, language])('are never empty, falling back to the code', (c, l) => {
    const name = countryName(c, l);
    expect(name.length).toBeGreaterThan(0);
  });

  it('an unknown region shows its code', () => {
    expect(countryName('aa', 'en')).toBe('AA');
  });
});
