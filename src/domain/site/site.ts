import { err, ok, type Result } from '@/domain/result';

/**
 * The brand the shop sells as: the page titles' name, and the purchase's affiliation in analytics
 * (docs/product.md#analytics: "the product's store name"; docs/decisions/0095-page-views.md).
 */
export const BRAND_NAME = 'Lera';

/**
 * The languages the shop is written in (docs/product.md#what-the-shop-does: Swedish and English).
 */
export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * docs/product.md#markets-and-pricelists: the country (lower-case ISO code, as in the URL) and the
 * language a page is for.
 */
export interface Site {
  readonly country: string;
  readonly language: Language;
}

/**
 * docs/product.md#sites-and-routes: the default market slug is `se`, whose default language is
 * Swedish.
 */
export const DEFAULT_SITE: Site = { country: 'se', language: 'sv' };

export type SiteError =
  | { readonly kind: 'site/malformed'; readonly prefix: string }
  | { readonly kind: 'site/invalid-language'; readonly language: string }
  | { readonly kind: 'site/unknown-country'; readonly country: string };

const PREFIX = /^([a-z]{2})(?:-([a-z]{2}))?$/;

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * docs/product.md#validation: a language must be one of the available languages, otherwise it is
 * invalid.
 */
export function validateLanguage(
  language: string,
  available: readonly Language[] = LANGUAGES,
): Result<Language, SiteError> {
  return isLanguage(language) && available.includes(language)
    ? ok(language)
    : err({ kind: 'site/invalid-language', language });
}

/**
 * docs/product.md#route-prefix: country `se` defaults to Swedish; every other country to English.
 */
export function defaultLanguage(country: string): Language {
  return country === 'se' ? 'sv' : 'en';
}

/**
 * Reads a route prefix (`se`, `no-en`, `se-en`) into a site (docs/product.md#route-prefix).
 * A prefix that names the country's own default language (`se-sv`) is accepted; `formatSite`
 * turns it back into the canonical short form. Whether the country is sold in is a market
 * question, answered by `resolveMarket`.
 */
export function parseSite(prefix: string): Result<Site, SiteError> {
  const match = PREFIX.exec(prefix);
  if (!match) return err({ kind: 'site/malformed', prefix });
  const country = match[1] as string;
  const language = validateLanguage(match[2] ?? defaultLanguage(country));
  return language.ok ? ok({ country, language: language.value }) : language;
}

/**
 * docs/product.md#sites-and-routes: the prefix carries the language only when it differs from the
 * country's default.
 */
export function formatSite(site: Site): string {
  return site.language === defaultLanguage(site.country)
    ? site.country
    : `${site.country}-${site.language}`;
}
