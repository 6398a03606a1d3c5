import * as z from 'zod/mini';
import type { Order } from '@/domain/cart/cart';
import { readStoredJson } from './stored-json';

/** An order as it is kept: the receipt's fields, the lines without their product data. */
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
    }),
  ),
  totals: z.object({
    grandTotalPriceAsNumber: z.number(),
    totalDiscountPriceAsNumber: z.number(),
    grandTotalPriceTaxAsNumber: z.number(),
    shippingPriceAsNumber: z.number(),
  }),
});

/**
 * The order as text to keep: what the schema names, so the lines go without their product data;
 * `undefined` for an order that does not fit it.
 */
export function keptOrderText(order: Order): string | undefined {
  const kept = z.safeParse(keptOrderSchema, order);
  return kept.success ? JSON.stringify(kept.data) : undefined;
}

/** A kept order read back; anything unreadable reads as none. */
export function readKeptOrder(text: string | undefined): Order | undefined {
  return readStoredJson(keptOrderSchema, text);
}
