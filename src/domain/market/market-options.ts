import { countryName, nameCollator } from '@/domain/site/country-name';
import type { Language } from '@/domain/site/site';
import { covers, type Market, type Pricelist } from './market';

/**
 * docs/product.md#constants-and-limits: these countries lead the market list, in this order; the
 * rest follow alphabetically.
 */
export const LEADING_COUNTRIES = ['se', 'no', 'de'] as const;

/** One entry of the header's market selector (docs/product.md#header: icon, name and currency). */
export interface MarketOption {
  /** Lower-case country code, as in the route prefix. */
  readonly country: string;
  /** The country's name in the shopper's language. */
  readonly name: string;
  readonly currency: string;
}

/** A country's place among SE, NO, DE (docs/product.md#constants-and-limits); the rest after. */
function leadingRank(country: string): number {
  const index = (LEADING_COUNTRIES as readonly string[]).indexOf(country.toLowerCase());
  return index === -1 ? LEADING_COUNTRIES.length : index;
}

/**
 * docs/product.md#constants-and-limits country order over codes alone: SE, NO, DE first, then the
 * others by country code (where no names are at hand, as in the page's language alternates).
 */
export function compareCountries(a: string, b: string): number {
  return leadingRank(a) - leadingRank(b) || a.toLowerCase().localeCompare(b.toLowerCase());
}

/**
 * docs/product.md#constants-and-limits country order as the selector shows it: SE, NO, DE first,
 * then the others alphabetically by the name the shopper reads (docs/decisions/0084).
 */
export function compareMarketOptions(a: MarketOption, b: MarketOption, language: Language): number {
  return (
    leadingRank(a.country) - leadingRank(b.country) ||
    nameCollator(language).compare(a.name, b.name) ||
    compareCountries(a.country, b.country)
  );
}

/**
 * Every country a shopper can choose, with its currency: each country of a market that a
 * pricelist also covers (docs/product.md#validation), lower-case, in code order. Naming them costs
 * the browser its region names, so the page asks for names only where it shows them.
 */
export function sellableCountries(
  markets: readonly Market[],
  pricelists: readonly Pricelist[],
): readonly { readonly country: string; readonly currency: string }[] {
  const found = new Map<string, string>();
  for (const market of markets) {
    for (const code of market.countries) {
      const country = code.toLowerCase();
      const pricelist = pricelists.find((candidate) => covers(candidate, country));
      if (pricelist && !found.has(country)) found.set(country, pricelist.currency.code);
    }
  }
  return [...found]
    .map(([country, currency]) => ({ country, currency }))
    .sort((a, b) => compareCountries(a.country, b.country));
}

/**
 * The selector's entries: every sellable country named in the shopper's language, in
 * docs/product.md#constants-and-limits order.
 */
export function marketOptions(
  markets: readonly Market[],
  pricelists: readonly Pricelist[],
  language: Language,
): readonly MarketOption[] {
  return sellableCountries(markets, pricelists)
    .map(({ country, currency }) => ({ country, currency, name: countryName(country, language) }))
    .sort((a, b) => compareMarketOptions(a, b, language));
}
