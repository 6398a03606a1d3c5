import * as z from 'zod/mini';

/**
 * The search provider's answers (docs/product.md#search-provider; docs/product.md#search-data,
 * Variant, Search response). Findify sends ids as strings or numbers, prices and custom fields as a
 * value or a list of values, and categories as `[{category1, category2, …}]`; all are taken.
 */
const idSchema = z.union([z.string(), z.number()]);
const priceSchema = z.union([z.number(), z.array(z.number())]);
const fieldValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/** Custom fields: `url_key`, `centra_item_id`, `badges` (a JSON list), `price_text_{uri}` … */
export const customFieldsSchema = z.record(
  z.string(),
  z.nullable(z.union([fieldValueSchema, z.array(fieldValueSchema)])),
);

/** Category levels: `['Servering', 'Tallrikar']`, or Findify's `[{category1, category2}]`. */
const categorySchema = z.array(z.union([z.string(), z.record(z.string(), z.nullable(z.string()))]));

export const variantSchema = z.object({
  id: idSchema,
  quantity: z._default(z.number(), 0),
  price: priceSchema,
  compare_at: z.optional(z.nullable(priceSchema)),
  color: z._default(z.array(z.string()), []),
  size: z._default(z.array(z.string()), []),
  image_url: z._default(z.string(), ''),
  custom_fields: z._default(customFieldsSchema, {}),
});

/**
 * An item as the provider sends it. The fields a list needs to show it — a name, a picture, a
 * link and a price (docs/product.md#search-data) — are checked by `missingItemFields`, not
 * defaulted: an item without one is left out of the list, never shown blank.
 */
export const searchItemSchema = z.object({
  id: idSchema,
  title: z.optional(z.string()),
  name: z.optional(z.string()),
  thumbnail_url: z.optional(z.string()),
  image_url: z.optional(z.string()),
  product_url: z.optional(z.string()),
  price: priceSchema,
  compare_at: z.optional(z.nullable(priceSchema)),
  category: z._default(categorySchema, []),
  quantity: z._default(z.number(), 0),
  selected_variant_id: z.optional(z.nullable(idSchema)),
  size: z._default(z.array(z.string()), []),
  variants: z._default(z.array(variantSchema), []),
  custom_fields: z._default(customFieldsSchema, {}),
});

/**
 * A facet value: text (`value`) or a range (`from`, `to`), with its count. Each value also names
 * its facet — a category value its level (`category1`).
 */
export const facetValueSchema = z.object({
  name: z.optional(z.string()),
  value: z.optional(z.string()),
  from: z.optional(z.nullable(z.number())),
  to: z.optional(z.nullable(z.number())),
  count: z.optional(z.number()),
  selected: z.optional(z.boolean()),
});

export const facetSchema = z.object({
  name: z.string(),
  type: z.optional(z.string()),
  values: z.array(facetValueSchema),
});

/** Items are read one by one (`readSearchItems`), so one broken item never sinks the answer. */
const itemsSchema = z.array(z.unknown());

export const searchResponseSchema = z.object({
  items: itemsSchema,
  facets: z._default(z.array(facetSchema), []),
  meta: z.object({ rid: z.string(), total: z.number(), offset: z.number(), limit: z.number() }),
  redirect: z.optional(z.nullable(z.object({ url: z.string(), name: z.optional(z.string()) }))),
});

export const autocompleteResponseSchema = z.object({
  items: z._default(itemsSchema, []),
  suggestions: z._default(z.array(z.object({ value: z.string() })), []),
  meta: z.object({ rid: z.string() }),
});

export const recommendationsResponseSchema = z.object({
  items: itemsSchema,
  meta: z.object({ rid: z.string() }),
});

/** Feedback is acknowledged with an empty body or `{}`; anything else is not the provider. */
export const feedbackResponseSchema = z.union([
  z.strictObject({}),
  z.literal(''),
  z.null(),
  z.undefined(),
]);

export type SearchItemBody = z.input<typeof searchItemSchema>;
export type VariantBody = z.input<typeof variantSchema>;
export type FacetBody = z.input<typeof facetSchema>;
/** An answer as a well-behaved provider writes it: every item an item. */
type WithItems<S extends z.ZodMiniType> = Omit<z.input<S>, 'items'> & {
  items: SearchItemBody[];
};
export type SearchResponseBody = WithItems<typeof searchResponseSchema>;
export type AutocompleteResponseBody = WithItems<typeof autocompleteResponseSchema>;
export type RecommendationsResponseBody = WithItems<typeof recommendationsResponseSchema>;
export type FeedbackResponseBody = z.input<typeof feedbackResponseSchema>;
