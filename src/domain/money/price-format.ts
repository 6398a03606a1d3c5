import type { Currency } from '@/domain/market/market';
import type { Site } from '@/domain/site/site';
import { formatAmount } from './amount-format';

/**
 * What writing a price needs of a pricelist's currency (docs/product.md#markets-and-pricelists).
 */
export type PriceCurrency = Pick<Currency, 'code' | 'prefix' | 'suffix'>;

/** Joins the amount and the currency code when a currency has no prefix and no suffix. */
export const CODE_SEPARATOR = '\u00a0';

/**
 * A price as the shopper reads it (docs/product.md#markets-and-pricelists: pricelist currency with
 * prefix or suffix): the pricelist currency's prefix and suffix, as the backend writes them (spaces
 * included), around the amount formatted for the site. A currency with neither (both blank) is
 * written with its ISO code after the amount, `1 234 EUR`, so a price never stands without a
 * currency.
 */
export function formatPrice(amount: number, currency: PriceCurrency, site: Site): string {
  const text = formatAmount(amount, site);
  if (currency.prefix.trim() === '' && currency.suffix.trim() === '') {
    return `${text}${CODE_SEPARATOR}${currency.code}`;
  }
  return `${currency.prefix}${text}${currency.suffix}`;
}
