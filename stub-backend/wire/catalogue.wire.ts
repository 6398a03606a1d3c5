import type {
  FilterMetadataBody,
  ReviewSettingsBody,
} from '../../src/adapters/http/schemas/catalogue-settings.schema';
import type { CategoryBody } from '../../src/adapters/http/schemas/category.schema';
import type { ProductBody } from '../../src/adapters/http/schemas/product.schema';
import { seededMarkets, seededPricelists } from '../../src/adapters/memory/seed/markets.seed';
import type {
  Category,
  FilterMetadata,
  Product,
  ProductPrice,
  ReviewSettings,
} from '../../src/domain/catalogue/product';
import type { Market } from '../../src/domain/market/market';

/**
 * A product as the commerce backend sends it (docs/product.md#products-and-variants): the adapter's
 * schema, inverted.
 */
export function productBody(product: Product): ProductBody {
  return {
    product: Number(product.id),
    uri: product.uri,
    canonicalUri: product.canonicalUri,
    name: product.name,
    brandName: product.brandName,
    excerpt: product.excerpt,
    description: product.description,
    sku: product.sku,
    mother_sku_value: product.motherSku,
    silkProduct: product.silkId,
    silkVariantName: product.silkVariantName,
    color: product.color,
    measurement_value: product.measurement ?? null,
    volume_value: product.volume ?? null,
    categories: product.categoryIds.map(Number),
    media: product.media.map((image) => ({ original: image.url, full: image.url, alt: image.alt })),
    hover_image: product.hoverImage ?? null,
    swatch_image_url: product.swatchImageUrl ?? null,
    badges: [...product.badges],
    old_colors: product.oldColors ?? null,
    items: Object.fromEntries(
      product.items.map((item) => [
        item.id,
        { sku: item.sku, name: item.size, stockByMarket: { ...item.stockByMarket } },
      ]),
    ),
    markets: Object.fromEntries(
      seededMarkets
        .filter((market) => product.items.some((item) => market.id in item.stockByMarket))
        .map((market) => [market.id, { pricesByPricelist: pricesIn(market, product) }]),
    ),
    createdAt: product.createdAt,
  };
}

/** The product's prices in the pricelists of a market's countries, keyed by pricelist id. */
function pricesIn(market: Market, product: Product): Record<string, ProductPrice> {
  return Object.fromEntries(
    seededPricelists
      .filter((pricelist) => pricelist.countries.some((c) => market.countries.includes(c)))
      .flatMap((pricelist) => {
        const price = product.pricesByPricelist[pricelist.id];
        return price ? [[pricelist.id, price]] : [];
      }),
  );
}

export function categoryBody(category: Category): CategoryBody {
  return {
    category: Number(category.id),
    name: category.name,
    label: category.label,
    uri: category.uri,
    parent: category.parentId === null ? null : Number(category.parentId),
  };
}

export function filterMetadataBody(filter: FilterMetadata): FilterMetadataBody {
  return {
    findify_key: filter.findifyKey,
    label: filter.label,
    type: filter.type,
    values: filter.values.map(({ value, label }) => ({ value, label })),
  };
}

export function reviewSettingsBody(settings: ReviewSettings): ReviewSettingsBody {
  return { enabled: settings.enabled, app_key: settings.appKey };
}
