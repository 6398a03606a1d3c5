import type * as z from 'zod/mini';
import type { Product, ProductImage, ProductPrice } from '@/domain/catalogue/product';
import type { productPriceSchema, productSchema } from './schemas/product.schema';

type ProductOut = z.output<typeof productSchema>;
type PriceOut = z.output<typeof productPriceSchema>;

/**
 * The one mapping of a commerce product body to the domain Product
 * (docs/product.md#products-and-variants), shared by every adapter that receives one. Prices of all
 * markets are merged by pricelist id: a pricelist prices the same in every market that uses it.
 */
export function toProduct(body: ProductOut): Product {
  return {
    id: String(body.product),
    uri: body.uri,
    canonicalUri: body.canonicalUri ?? body.uri,
    name: body.name,
    brandName: body.brandName ?? '',
    excerpt: body.excerpt ?? '',
    description: body.description ?? '',
    sku: body.sku,
    motherSku: body.mother_sku_value ?? '',
    silkId: String(body.silkProduct),
    silkVariantName: body.silkVariantName ?? '',
    color: body.color ?? '',
    measurement: body.measurement_value ?? undefined,
    volume: body.volume_value ?? undefined,
    categoryIds: body.categories.map(String),
    media: body.media.flatMap(toImage(body.name)),
    hoverImage: body.hover_image ?? undefined,
    swatchImageUrl: body.swatch_image_url ?? undefined,
    badges: body.badges,
    oldColors: body.old_colors ?? undefined,
    items: Object.entries(body.items).map(([id, item]) => ({
      id,
      sku: item.sku,
      size: item.name,
      stockByMarket: item.stockByMarket,
    })),
    pricesByPricelist: Object.fromEntries(
      Object.values(body.markets).flatMap((market) =>
        Object.entries(market.pricesByPricelist).flatMap(([id, price]) =>
          price.price === null ? [] : [[id, toPrice(price)]],
        ),
      ),
    ),
    createdAt: body.createdAt ?? '',
  };
}

/**
 * docs/product.md#products-and-variants media: the original url, else the full one; a picture with
 * neither is left out.
 */
const toImage =
  (name: string) =>
  (media: ProductOut['media'][number]): ProductImage[] => {
    const url = media.original ?? media.full;
    return url ? [{ url, alt: media.alt ?? name }] : [];
  };

function toPrice(price: PriceOut): ProductPrice {
  const { priceAsNumber, discountPercent } = price;
  const undiscounted = (priceAsNumber * 100) / (100 - discountPercent);
  const before =
    price.priceBeforeDiscountAsNumber ??
    (discountPercent > 0 && discountPercent < 100
      ? Math.round(undiscounted * 100) / 100
      : priceAsNumber);
  return {
    price: price.price,
    priceAsNumber,
    priceBeforeDiscount: price.priceBeforeDiscount,
    priceBeforeDiscountAsNumber: before,
    discountPercent,
  };
}
