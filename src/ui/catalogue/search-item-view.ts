import type { RestockSubject } from '@/application/marketing/restock.store';
import type { SiteMarket } from '@/domain/market/market-resolution';
import { formatPrice } from '@/domain/money/price-format';
import type { SearchItem, Variant } from '@/domain/search/search-item';
import { formatSite, type Site } from '@/domain/site/site';

/**
 * A variant's price in the site's pricelist currency (docs/product.md#search-data price); '' before
 * markets.
 */
export function variantPrice(
  variant: Variant,
  current: SiteMarket | undefined,
  site: Site,
): string {
  return current ? formatPrice(variant.price, current.pricelist.currency, site) : '';
}

/**
 * docs/product.md#search-and-filters: a product page is reached from its URL key under the site
 * prefix.
 */
export function variantUrl(site: Site, variant: Variant): string {
  return `/${formatSite(site)}/${variant.customFields.urlKey}`;
}

/** The card's name: the item's own for its selected variant, else the design with the colour. */
export function variantName(item: SearchItem, variant: Variant): string {
  if (variant.id === item.selectedVariantId || variant.color.length === 0) return item.name;
  return `${item.title}, ${variant.color.join(' ')}`;
}

/** What a card's "notify me" is about: the design, the colour, and the size when it has one. */
export function restockSubject(item: SearchItem, variant: Variant): RestockSubject {
  return {
    name: item.title,
    color: variant.color.join(' '),
    size: variant.size.length === 1 ? (variant.size[0] ?? '') : '',
  };
}
