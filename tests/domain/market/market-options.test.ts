import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { covers } from '@/domain/market/market';
import {
  compareCountries,
  compareMarketOptions,
  marketOptions,
  sellableCountries,
} from '@/domain/market/market-options';
import { markets, pricelists } from '../../support/market-arbitraries';

describe('market selector entries (docs/product.md#header)', () => {
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

  test.prop([markets, pricelists, fc.constantFrom('sv' as const, 'en' as const)])(
    'is in the order of docs/product.md#constants-and-limits: SE, NO, DE, then by name in the shopper language',
    (ms, ps, language) => {
      const options = marketOptions(ms, ps, language);
      expect(options).toEqual([...options].sort((a, b) => compareMarketOptions(a, b, language)));
      const rest = options.filter((option) => !['se', 'no', 'de'].includes(option.country));
      const collator = new Intl.Collator(language);
      for (let i = 1; i < rest.length; i++) {
        expect(collator.compare(rest[i - 1]!.name, rest[i]!.name)).toBeLessThanOrEqual(0);
      }
    },
  );

  test.prop([markets, pricelists])('knows the same countries without naming them', (ms, ps) => {
    const named = marketOptions(ms, ps, 'en').map(({ country, currency }) => ({
      country,
      currency,
    }));
    const unnamed = sellableCountries(ms, ps);
    expect(new Set(unnamed.map((entry) => JSON.stringify(entry)))).toEqual(
      new Set(named.map((entry) => JSON.stringify(entry))),
    );
    expect(unnamed.map(({ country }) => country)).toEqual(
      unnamed.map(({ country }) => country).sort(compareCountries),
    );
  });

  test('sorts the others by their Swedish or English name, not their code', () => {
    const europe = [{ id: '1', name: 'Europe', countries: ['AT', 'DE', 'FI', 'NL', 'SE'] }];
    const euro = [
      {
        id: '9',
        name: 'EUR',
        countries: ['AT', 'DE', 'FI', 'NL', 'SE'],
        currency: { code: 'EUR', uri: 'eur', prefix: '€', suffix: '' },
      },
    ];
    const names = (language: 'sv' | 'en') =>
      marketOptions(europe, euro, language).map((option) => option.name);
    // Österrike (AT) comes last in Swedish; Austria first in English.
    expect(names('sv')).toEqual(['Sverige', 'Tyskland', 'Finland', 'Nederländerna', 'Österrike']);
    expect(names('en')).toEqual(['Sweden', 'Germany', 'Austria', 'Finland', 'Netherlands']);
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
