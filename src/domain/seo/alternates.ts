import { DEFAULT_SITE, formatSite, LANGUAGES, type Language, type Site } from '@/domain/site/site';

/** A page's address in one site, as a head link names it. */
export interface AlternateLink {
  /** `sv-SE`, `en-NO`, or `x-default` for the page a search engine offers anyone else. */
  readonly hreflang: string;
  readonly href: string;
}

/** The page's absolute address in `site`: `{origin}/{site}/{path}` (path after the prefix). */
export function siteUrl(origin: string, site: Site, path: string): string {
  const rest = path.replace(/^\/+|\/+$/g, '');
  return `${origin.replace(/\/+$/, '')}/${formatSite(site)}${rest ? `/${rest}` : ''}`;
}

/** A site's language and country as `hreflang` writes them (BCP 47): `sv-SE`. */
export function hreflangOf(site: Site): string {
  return `${site.language}-${site.country.toUpperCase()}`;
}

/**
 * The sites that show the page at the same path after their prefix: every country a shopper can
 * choose, in each language the page exists in — both for catalogue pages, whose paths are the
 * same in every language, only the page's own for a content page, whose slug is its language's
 * (docs/product.md#sites-and-routes) — and `x-default`, the default site's address when it is one
 * of them, else the page's own.
 */
export function alternateLinks(options: {
  readonly origin: string;
  readonly path: string;
  readonly site: Site;
  readonly countries: readonly string[];
  readonly languages?: readonly Language[];
}): readonly AlternateLink[] {
  const { origin, path, site, countries } = options;
  const languages = options.languages ?? LANGUAGES;
  const sites = countries.flatMap((country) =>
    languages.map((language) => ({ country, language })),
  );
  const links = sites.map((each) => ({
    hreflang: hreflangOf(each),
    href: siteUrl(origin, each, path),
  }));
  const sellsDefault = sites.some(
    (each) => each.country === DEFAULT_SITE.country && each.language === DEFAULT_SITE.language,
  );
  const fallback = siteUrl(origin, sellsDefault ? DEFAULT_SITE : site, path);
  return [...links, { hreflang: 'x-default', href: fallback }];
}
