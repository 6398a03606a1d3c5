import * as z from 'zod/mini';

/** The commerce backend's market, as sent on the wire (docs/product.md#markets-and-pricelists). */
export const marketSchema = z.object({
  market: z.union([z.string(), z.number()]),
  name: z.string(),
  countries: z.array(z.string()),
});

/** docs/product.md#markets-and-pricelists: uri, currency code, prefix or suffix. */
export const currencySchema = z.object({
  uri: z.string(),
  currency: z.string(),
  prefix: z.optional(z.nullable(z.string())),
  suffix: z.optional(z.nullable(z.string())),
});

export const pricelistSchema = z.object({
  pricelist: z.union([z.string(), z.number()]),
  name: z.string(),
  currency: currencySchema,
  countries: z.array(z.string()),
});

export const marketsSchema = z.array(marketSchema);
export const pricelistsSchema = z.array(pricelistSchema);

export type MarketBody = z.input<typeof marketSchema>;
export type PricelistBody = z.input<typeof pricelistSchema>;
