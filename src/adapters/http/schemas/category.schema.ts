import * as z from 'zod/mini';

const id = z.union([z.string(), z.number()]);

/** A category of the commerce backend (docs/product.md#commerce-backend `/categories…`). */
export const categorySchema = z.object({
  category: id,
  /** The Swedish name the search index and category routes use in every language. */
  name: z.string(),
  /** The name in the requested language; the Swedish name when missing. */
  label: z.optional(z.nullable(z.string())),
  uri: z.string(),
  parent: z.optional(z.nullable(id)),
});

export const categoriesSchema = z.array(categorySchema);

export type CategoryBody = z.input<typeof categorySchema>;
