import { splitSitePrefix } from './route-path';
import { defaultLanguage, formatSite, parseSite, type Language, type Site } from './site';

/** Where the shopper is: the path and the query string (with or without its `?`). */
export interface PageLocation {
  readonly pathname: string;
  readonly search?: string | undefined;
}

/**
 * SPEC §2 Header market selector (docs/decisions.md "Switching market"): another country is
 * entered in its own default language (`/se-en` → Norway → `/no`).
 */
export function countrySite(country: string): Site {
  const code = country.trim().toLowerCase();
  return { country: code, language: defaultLanguage(code) };
}

/** SPEC §2 Header language selector: choosing a language keeps the country. */
export function languageSite(site: Site, language: Language): Site {
  return { country: site.country, language };
}

/**
 * The same page under another site's prefix (SPEC §2 Route prefix): `/se-en/kitchen?x=1` for
 * Norway is `/no/kitchen?x=1`. A first segment that is no site prefix is kept as part of the
 * page (`/about` → `/no/about`), as the start-up redirect keeps it (SPEC §4 Start-up step 2).
 */
export function sitePath(site: Site, location: PageLocation): string {
  const { first, rest } = splitSitePrefix(location.pathname);
  const isPrefix = first !== undefined && parseSite(first).ok;
  const page = isPrefix ? rest : location.pathname.replace(/^\/?/, '/').replace(/^\/$/, '');
  const search = location.search ?? '';
  const query = search === '' || search === '?' ? '' : search.replace(/^\??/, '?');
  return `/${formatSite(site)}${page}${query}`;
}
