import fc from 'fast-check';
import type { Market, Pricelist } from '@/domain/market/market';

const upperCountry = fc.stringMatching(/^[A-Z]{2}$/);

export const market: fc.Arbitrary<Market> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  name: fc.string({ minLength: 1, maxLength: 12 }),
  countries: fc.uniqueArray(upperCountry, { minLength: 1, maxLength: 4 }),
});

export const pricelist: fc.Arbitrary<Pricelist> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  name: fc.string({ minLength: 1, maxLength: 6 }),
  countries: fc.uniqueArray(upperCountry, { minLength: 1, maxLength: 4 }),
  currency: fc.record({
    code: fc.stringMatching(/^[A-Z]{3}$/),
    uri: fc.stringMatching(/^[a-z]{3}$/),
    prefix: fc.constantFrom('', '€', '$'),
    suffix: fc.constantFrom('', ' kr'),
  }),
});

export const markets = fc.array(market, { maxLength: 6 });
export const pricelists = fc.array(pricelist, { maxLength: 6 });
