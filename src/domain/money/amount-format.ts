import type { Site } from '@/domain/site/site';
import { numberFormat } from './number-formats';
import { priceLocale } from './price-locale';

/** Hundredths (öre, cents) in one unit: prices are whole hundredths. */
export const HUNDREDTHS = 100;

/**
 * An amount written for the site's locale (docs/product.md#cart-data pricesByPricelist
 * `priceAsNumber`): rounded to whole hundredths, halves away from zero; whole amounts without
 * decimals (`299`), any other with two (`299,50`), so `99.999` reads `100`. An amount that rounds
 * to zero never shows a minus sign. Only long-supported `Intl.NumberFormat` options are used, so
 * older browsers format prices too. A non-finite amount is a bug upstream: it throws.
 */
export function formatAmount(amount: number, site: Site): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const hundredths = Math.sign(amount) * Math.round(Math.abs(amount) * HUNDREDTHS);
  const digits = hundredths % HUNDREDTHS === 0 ? 0 : 2;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return numberFormat(priceLocale(site), options).format(hundredths / HUNDREDTHS || 0);
}

/** Rounds to whole hundredths (öre, cent), halves away from zero: float sums like 0.1 × 3 → 0.3. */
export function roundToHundredths(amount: number): number {
  return (Math.sign(amount) * Math.round(Math.abs(amount) * HUNDREDTHS)) / HUNDREDTHS || 0;
}
