import * as z from 'zod/mini';

/**
 * What the shop sends the search provider (docs/product.md#search-provider): the common body of
 * every call and each call's own fields. The HTTP adapter writes these shapes; the stub backend
 * parses them, as the provider would.
 */
const commonFields = {
  key: z.string(),
  /** docs/product.md#constants-and-limits visitor and session cookies. */
  user: z.object({ uid: z.string(), sid: z.string() }),
  /** The client's clock, epoch milliseconds. */
  t_client: z.number(),
  /** The market: `sv-SE`, `SE`, `SEK`. */
  context: z.optional(
    z.object({
      locale: z.optional(z.string()),
      region: z.optional(z.string()),
      currency: z.optional(z.string()),
    }),
  ),
};

/**
 * The in-stock option (docs/product.md#filters-and-sort) is an exclusion range; Findify's filter
 * shape has no such marker, so the shop marks it `action: 'exclude'`
 * (docs/decisions/0029-in-stock-exclusion-on-the-wire.md). No action means include.
 */
export const EXCLUDE_ACTION = 'exclude';

const rangeEnd = z.optional(z.nullable(z.union([z.number(), z.string()])));

export const wireFilterSchema = z.object({
  name: z.string(),
  type: z.string(),
  values: z.array(z.object({ value: z.optional(z.string()), from: rangeEnd, to: rangeEnd })),
  action: z.optional(z.enum(['include', EXCLUDE_ACTION])),
});

export const searchRequestSchema = z.object({
  ...commonFields,
  q: z._default(z.string(), ''),
  filters: z._default(z.array(wireFilterSchema), []),
  rules: z._default(z.array(wireFilterSchema), []),
  sort: z._default(z.array(z.object({ field: z.string(), order: z.enum(['asc', 'desc']) })), []),
  offset: z._default(z.number(), 0),
  limit: z._default(z.number(), 20),
});

export const autocompleteRequestSchema = z.object({
  ...commonFields,
  q: z.optional(z.string()),
  item_limit: z.number(),
  suggestion_limit: z.number(),
});

export const recommendationsRequestSchema = z.object({ ...commonFields, limit: z.number() });

export const feedbackRequestSchema = z.union([
  z.object({
    ...commonFields,
    event: z.literal('click-suggestion'),
    properties: z.object({ rid: z.string(), suggestion: z.string() }),
  }),
  z.object({
    ...commonFields,
    event: z.literal('click-item'),
    properties: z.object({ item_id: z.string(), rid: z.string(), variant_item_id: z.string() }),
  }),
]);

/** The part of every request body the adapter adds to each call. */
export type CommonRequestBody = z.input<z.ZodMiniObject<typeof commonFields>>;
export type WireFilter = z.input<typeof wireFilterSchema>;
export type SearchRequestBody = z.input<typeof searchRequestSchema>;
export type AutocompleteRequestBody = z.input<typeof autocompleteRequestSchema>;
export type RecommendationsRequestBody = z.input<typeof recommendationsRequestSchema>;
export type FeedbackRequestBody = z.input<typeof feedbackRequestSchema>;
