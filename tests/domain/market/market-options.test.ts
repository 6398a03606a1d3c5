import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { covers } from '@/domain/market/market';
import { compareCountries, marketOptions } from '@/domain/market/market-options';
import { markets, pricelists } from '../../support/market-arbitraries';

describe('market selector entries (SPEC §2 Header, §5, §9)', () => {
  test.prop([markets, pricelists])('lists each sellable country once, and no other', (ms, ps) => {
    const options = marketOptions(ms, ps, 'en');
    const countries = options.map((option) => option.country);
    expect(new Set(countries).size).toBe(countries.length);
    const sellable = new Set(
      ms
        .flatMap((m) => m.countries.map((c) => c.toLowerCase()))
        .filter((c) => ps.some((p) => covers(p, c))),
    );
    expect(new Set(countries)).toEqual(sellable);
  });

  test.prop([markets, pricelists])('is in SPEC §9 order', (ms, ps) => {
    const countries = marketOptions(ms, ps, 'en').map((option) => option.country);
    expect(countries).toEqual([...countries].sort(compareCountries));
  });

  test.prop([fc.uniqueArray(fc.stringMatching(/^[a-z]{2}$/), { maxLength: 12 })])(
    'SE, NO and DE lead, the rest follow alphabetically',
    (codes) => {
      const sorted = [...codes].sort(compareCountries);
      const leading = sorted.filter((c) => ['se', 'no', 'de'].includes(c));
      expect(leading).toEqual(['se', 'no', 'de'].filter((c) => codes.includes(c)));
      expect(sorted.slice(0, leading.length)).toEqual(leading);
      const rest = sorted.slice(leading.length);
      expect(rest).toEqual([...rest].sort());
    },
  );

  test('compares country codes whatever their case', () => {
    expect(compareCountries('fi', 'FI')).toBe(0);
    expect(compareCountries('FI', 'fi')).toBe(0);
    expect(compareCountries('DE', 'no')).toBeGreaterThan(0);
  });

  test('names each entry after its country in the shopper language, with its currency', () => {
    const options = marketOptions(
      [
        { id: '1', name: 'Europe', countries: ['FI', 'DE'] },
        { id: '2', name: 'Sweden', countries: ['SE'] },
      ],
      [
        {
          id: '9',
          name: 'EUR',
          countries: ['FI', 'DE', 'SE'],
          currency: { code: 'EUR', uri: 'eur', prefix: '€', suffix: '' },
        },
      ],
      'sv',
    );
    expect(options).toEqual([
      { country: 'se', name: 'Sverige', currency: 'EUR' },
      { country: 'de', name: 'Tyskland', currency: 'EUR' },
      { country: 'fi', name: 'Finland', currency: 'EUR' },
    ]);
  });
});
