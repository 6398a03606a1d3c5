import * as z from 'zod/mini';
import type { Order } from '@/domain/cart/cart';
import { readStoredJson } from './stored-json';

const optionalText = z.optional(z.string());

/**
 * A line's product as it is kept: the names and colour in each language and the picture, so the
 * receipt after a reload lists a line as it did before (docs/product.md#orders).
 */
const keptProductSchema = z.object({
  name: z.string(),
  variantName: z.string(),
  motherSku: z.string(),
  productSku: z.string(),
  uri: z.string(),
  canonicalUri: z.string(),
  image: optionalText,
  stockByMarket: z.record(z.string(), z.number()),
  localized: z.record(z.string(), z.object({ name: z.string(), variantName: z.string() })),
  measurement: optionalText,
  volume: optionalText,
  folderName: optionalText,
});

/** An order as it is kept: what the receipt shows. */
const keptOrderSchema = z.object({
  order: z.string(),
  currency: z.string(),
  items: z.array(
    z.object({
      item: z.string(),
      line: z.string(),
      sku: z.string(),
      quantity: z.number(),
      size: z.string(),
      productName: z.string(),
      brandName: z.string(),
      priceEachAsNumber: z.number(),
      totalPrice: z.string(),
      totalPriceBeforeDiscount: z.string(),
      anyDiscount: z.boolean(),
      product: z.optional(keptProductSchema),
    }),
  ),
  totals: z.object({
    grandTotalPriceAsNumber: z.number(),
    totalDiscountPriceAsNumber: z.number(),
    grandTotalPriceTaxAsNumber: z.number(),
    shippingPriceAsNumber: z.number(),
  }),
  address: z.optional(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      street: optionalText,
      city: z.string(),
      state: z.string(),
      country: z.string(),
      zipCode: z.string(),
    }),
  ),
  delivery: z.optional(
    z.object({ name: optionalText, price: z.string(), priceAsNumber: z.number() }),
  ),
});

/**
 * The order as text to keep: what the schema names (the receipt's fields, the lines with their
 * product); `undefined` for an order that does not fit it.
 */
export function keptOrderText(order: Order): string | undefined {
  const kept = z.safeParse(keptOrderSchema, order);
  return kept.success ? JSON.stringify(kept.data) : undefined;
}

/** A kept order read back; anything unreadable reads as none. */
export function readKeptOrder(text: string | undefined): Order | undefined {
  return readStoredJson(keptOrderSchema, text);
}
