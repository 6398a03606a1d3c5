import type { Site } from '@/domain/site/site';

/**
 * The locale prices are written in for a site (docs/product.md#markets-and-pricelists,
 * docs/product.md#product-list-item): the site's language with its country as region, `sv-SE` for
 * `se`/`sv` and `en-NO` for `no`/`en`, so digits group and decimals separate the way shoppers in
 * that country read them.
 */
export function priceLocale(site: Site): string {
  return `${site.language}-${site.country.toUpperCase()}`;
}
