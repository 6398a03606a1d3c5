import fc from 'fast-check';
import type { PricelistPrice } from '@/domain/money/price-display';
import type { PriceCurrency } from '@/domain/money/price-format';

/** A price in whole hundredths (öre, cents), the precision prices have. */
export const cents = fc.integer({ min: -100_000_000, max: 100_000_000 });

/** An amount with at most two decimals, positive or negative. */
export const amount = cents.map((c) => c / 100);

/** A price, as a pricelist holds it: never negative. */
export const priceAmount = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);

/** Any finite amount, with any number of decimals. */
export const anyAmount = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });

const currencyCode = fc.stringMatching(/^[A-Z]{3}$/);

/** A currency written with a prefix, a suffix or both. */
export const markedCurrency: fc.Arbitrary<PriceCurrency> = fc
  .record({
    code: currencyCode,
    prefix: fc.constantFrom('', '€', '$', '£ '),
    suffix: fc.constantFrom('', ' kr', ' SEK', '\u00a0€'),
  })
  .filter((c) => c.prefix !== '' || c.suffix !== '');

/** A currency the backend gives neither prefix nor suffix (or only blanks). */
export const bareCurrency: fc.Arbitrary<PriceCurrency> = fc.record({
  code: currencyCode,
  prefix: fc.constantFrom('', ' '),
  suffix: fc.constantFrom('', ' ', '\u00a0'),
});

export const priceCurrency = fc.oneof(markedCurrency, bareCurrency);

/** A discount in percent, whole or not, around the 1 % a sale is shown from. */
export const discountPercent = fc.oneof(
  fc.integer({ min: 0, max: 100 }),
  fc.double({ min: 0, max: 100, noNaN: true }),
  fc.constantFrom(0.49, 0.5, 1, 19.5),
);

export const pricelistPrice: fc.Arbitrary<PricelistPrice> = fc.record({
  priceAsNumber: priceAmount,
  priceBeforeDiscountAsNumber: priceAmount,
  discountPercent,
});
