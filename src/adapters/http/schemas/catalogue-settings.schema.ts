import * as z from 'zod/mini';

const rawFilterValue = z.union([z.string(), z.number()]);

/**
 * One value of a filter: bare, or with its label in the requested language
 * (docs/decisions/0104-facets-speak-the-pages-language.md).
 */
const filterValueSchema = z.union([
  rawFilterValue,
  z.object({ value: rawFilterValue, label: z.optional(z.nullable(z.string())) }),
]);

/**
 * docs/product.md#commerce-backend `findify/storyblok-plugin-data`: one filter, keyed by its
 * `findify_key`.
 */
export const filterMetadataSchema = z.object({
  findify_key: z.string(),
  label: z.optional(z.nullable(z.string())),
  type: z._default(z.union([z.literal('text'), z.literal('category'), z.literal('range')]), 'text'),
  values: z._default(z.array(filterValueSchema), []),
});

export const filterMetadataListSchema = z.array(filterMetadataSchema);

/** docs/product.md#commerce-backend `PUT /yotpo/settings/{id}`: the product's review settings. */
export const reviewSettingsSchema = z.object({
  enabled: z.boolean(),
  app_key: z.string(),
});

export type FilterMetadataBody = z.input<typeof filterMetadataSchema>;
export type ReviewSettingsBody = z.input<typeof reviewSettingsSchema>;
