import * as z from 'zod/mini';
import { orEmptyList } from './centra-values.schema';

const id = z.union([z.string(), z.number()]);
const optionalText = z.optional(z.nullable(z.string()));

/**
 * docs/product.md#products-and-variants `markets … pricesByPricelist`: a product's price in one
 * pricelist.
 */
export const productPriceSchema = z.object({
  price: z.string(),
  priceAsNumber: z.number(),
  priceBeforeDiscount: z.string(),
  /**
   * Not among the fields of docs/product.md#products-and-variants; worked out from the discount
   * when missing.
   */
  priceBeforeDiscountAsNumber: z.optional(z.number()),
  discountPercent: z._default(z.number(), 0),
});

/**
 * docs/product.md#products-and-variants, keyed by item id: one size and its stock by market number.
 */
export const productItemSchema = z.object({
  sku: z.string(),
  /** The size as sold; empty for one size. */
  name: z._default(z.string(), ''),
  stockByMarket: z._default(orEmptyList(z.record(z.string(), z.number())), {}),
});

/**
 * A pricelist the product has no price in: the commerce platform still lists it, with `price:
 * null` (docs/product.md#products-and-variants). It is left out of the product's prices.
 */
export const noPriceSchema = z.object({ price: z.null() });

/** docs/product.md#products-and-variants media: the original or full-size url of one picture. */
export const productMediaSchema = z.object({
  original: optionalText,
  full: optionalText,
  alt: optionalText,
});

/** docs/product.md#products-and-variants `_product`, as the commerce backend sends it. */
export const productSchema = z.object({
  product: id,
  uri: z.string(),
  canonicalUri: optionalText,
  name: z.string(),
  brandName: optionalText,
  excerpt: optionalText,
  description: optionalText,
  sku: z.string(),
  mother_sku_value: optionalText,
  silkProduct: id,
  silkVariantName: optionalText,
  color: optionalText,
  measurement_value: optionalText,
  volume_value: optionalText,
  categories: z._default(z.array(id), []),
  media: z._default(z.array(productMediaSchema), []),
  hover_image: optionalText,
  swatch_image_url: optionalText,
  badges: z._default(z.array(z.string()), []),
  old_colors: optionalText,
  items: orEmptyList(z.record(z.string(), productItemSchema)),
  markets: z._default(
    orEmptyList(
      z.record(
        z.string(),
        z.object({
          pricesByPricelist: orEmptyList(
            z.record(z.string(), z.union([productPriceSchema, noPriceSchema])),
          ),
        }),
      ),
    ),
    {},
  ),
  createdAt: optionalText,
});

export const productsSchema = z.array(productSchema);

/**
 * docs/product.md#commerce-backend `POST /products/filter`: the payload "products", the ids asked
 * for.
 */
export const filterRequestSchema = z.object({ products: z.array(id) });

export type ProductBody = z.input<typeof productSchema>;
export type FilterRequestBody = z.input<typeof filterRequestSchema>;
