import type { Product } from '@/domain/catalogue/product';
import { LOW_STOCK_BELOW } from '@/domain/stock/stock-rules';
import { productStock } from '@/domain/stock/item-stock';

/** A schema.org object as JSON-LD writes it. */
export type JsonLd = Readonly<Record<string, unknown>>;

const SCHEMA = 'https://schema.org';

/**
 * schema.org availability from a market's stock, read as the stock badges read it
 * (docs/product.md#constants-and-limits): none is out of stock, fewer than the low-stock bound
 * limited, more in stock.
 */
export function availabilityOf(stock: number): string {
  if (stock <= 0) return `${SCHEMA}/OutOfStock`;
  return stock < LOW_STOCK_BELOW ? `${SCHEMA}/LimitedAvailability` : `${SCHEMA}/InStock`;
}

/**
 * A product page's `Product` with its `Offer` in the site's market: the price as a number in the
 * pricelist's currency, availability from the market's stock. No offer when the pricelist has no
 * price for it.
 */
export function productJsonLd(options: {
  readonly product: Product;
  readonly url: string;
  readonly images: readonly string[];
  readonly pricelistId: string;
  readonly currency: string;
  readonly marketId: string;
}): JsonLd {
  const { product, url, images, pricelistId, currency, marketId } = options;
  const price = product.pricesByPricelist[pricelistId];
  const stock = productStock(product.items, marketId);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.excerpt || product.description,
    sku: product.sku,
    ...(images.length > 0 ? { image: images } : {}),
    brand: { '@type': 'Brand', name: product.brandName },
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: price.priceAsNumber.toFixed(2),
            priceCurrency: currency,
            availability: availabilityOf(stock),
          },
        }
      : {}),
  };
}

/** A trail of pages, the home page first, as a `BreadcrumbList`. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * The home page's `Organization` and `WebSite`, whose search action is the site's search page
 * (`searchUrl` holds `{search_term_string}` where the words go).
 */
export function homeJsonLd(options: {
  readonly name: string;
  readonly url: string;
  readonly logo: string;
  readonly searchUrl: string;
}): readonly JsonLd[] {
  const { name, url, logo, searchUrl } = options;
  return [
    { '@context': SCHEMA, '@type': 'Organization', name, url, logo },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      name,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: searchUrl },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
