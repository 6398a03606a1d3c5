/** docs/product.md#markets-and-pricelists: how prices in this pricelist are written. */
export interface Currency {
  /** ISO 4217 code, e.g. `SEK`. */
  readonly code: string;
  /** The commerce backend's handle for the currency, used in `price_text_{uri}` fields. */
  readonly uri: string;
  readonly prefix: string;
  readonly suffix: string;
}

/**
 * docs/product.md#markets-and-pricelists: which countries shop in it. Country codes are upper-case
 * ISO 3166.
 */
export interface Market {
  readonly id: string;
  readonly name: string;
  readonly countries: readonly string[];
}

/** docs/product.md#markets-and-pricelists: the prices and currency for a list of countries. */
export interface Pricelist {
  readonly id: string;
  readonly name: string;
  readonly currency: Currency;
  readonly countries: readonly string[];
}

/** Whether a market or pricelist covers a country, whatever case the code is written in. */
export function covers(entry: { readonly countries: readonly string[] }, country: string): boolean {
  const wanted = country.toUpperCase();
  return entry.countries.some((code) => code.toUpperCase() === wanted);
}
