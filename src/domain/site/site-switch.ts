import { splitSitePrefix } from './route-path';
import { defaultLanguage, formatSite, parseSite, type Language, type Site } from './site';

/** Where the shopper is: the path and the query string (with or without its `?`). */
export interface PageLocation {
  readonly pathname: string;
  readonly search?: string | undefined;
}

/**
 * docs/product.md#header market selector (docs/decisions/0004-market-selector.md): another country
 * is entered in its own default language (`/se-en` → Norway → `/no`).
 */
export function countrySite(country: string): Site {
  const code = country.trim().toLowerCase();
  return { country: code, language: defaultLanguage(code) };
}

/** docs/product.md#header language selector: choosing a language keeps the country. */
export function languageSite(site: Site, language: Language): Site {
  return { country: site.country, language };
}

/**
 * The same page under another site's prefix (docs/product.md#route-prefix): `/se-en/kitchen?x=1`
 * for Norway is `/no/kitchen?x=1`. A first segment that is no site prefix is kept as part of the
 * page (`/about` → `/no/about`), as the start-up redirect keeps it (docs/product.md#start-up 2).
 */
export function sitePath(site: Site, location: PageLocation): string {
  const { first, rest } = splitSitePrefix(location.pathname);
  const isPrefix = first !== undefined && parseSite(first).ok;
  const page = isPrefix ? rest : location.pathname.replace(/^\/?/, '/').replace(/^\/$/, '');
  const search = location.search ?? '';
  const query = search === '' || search === '?' ? '' : search.replace(/^\??/, '?');
  return `/${formatSite(site)}${page}${query}`;
}
