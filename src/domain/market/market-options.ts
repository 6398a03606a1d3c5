import { LEADING_COUNTRIES } from '../constants';
import { countryName } from '../site/country-name';
import type { Language } from '../site/site';
import { covers, type Market, type Pricelist } from './market';

/** One entry of the header's market selector (docs/product.md#header: icon, name and currency). */
export interface MarketOption {
  /** Lower-case country code, as in the route prefix. */
  readonly country: string;
  /** The country's name in the shopper's language. */
  readonly name: string;
  readonly currency: string;
}

/**
 * docs/product.md#constants-and-limits country order: SE, NO, DE first, then the others by country
 * code.
 */
export function compareCountries(a: string, b: string): number {
  const rank = (country: string) => {
    const index = (LEADING_COUNTRIES as readonly string[]).indexOf(country.toLowerCase());
    return index === -1 ? LEADING_COUNTRIES.length : index;
  };
  return rank(a) - rank(b) || a.toLowerCase().localeCompare(b.toLowerCase());
}

/**
 * Every country a shopper can choose: each country of a market that a pricelist also covers
 * (docs/product.md#validation), named in the shopper's language, in
 * docs/product.md#constants-and-limits order.
 */
export function marketOptions(
  markets: readonly Market[],
  pricelists: readonly Pricelist[],
  language: Language,
): readonly MarketOption[] {
  const options = new Map<string, MarketOption>();
  for (const market of markets) {
    for (const code of market.countries) {
      const country = code.toLowerCase();
      const pricelist = pricelists.find((candidate) => covers(candidate, country));
      if (pricelist && !options.has(country)) {
        options.set(country, {
          country,
          name: countryName(country, language),
          currency: pricelist.currency.code,
        });
      }
    }
  }
  return [...options.values()].sort((a, b) => compareCountries(a.country, b.country));
}
