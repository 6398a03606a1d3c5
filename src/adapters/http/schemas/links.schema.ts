import * as z from 'zod/mini';

/** docs/product.md#pages-and-preview, as `cdn/links` lists it. */
export const linkSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  slug: z.string(),
  name: z.optional(z.string()),
  is_folder: z.optional(z.boolean()),
  published: z.optional(z.boolean()),
});

/** `cdn/links`: the links keyed by uuid. */
export const linksBodySchema = z.object({ links: z.record(z.string(), linkSchema) });

export type LinksBody = z.input<typeof linksBodySchema>;
