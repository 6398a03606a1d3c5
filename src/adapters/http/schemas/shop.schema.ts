import * as z from 'zod/mini';
import { rootUidSchema, storySchema, textSchema } from './story.schema';

/** A coordinate: the editors' text field holds a decimal number (`59.3163`). */
export const coordinateSchema = z.union([
  z.number().check(z.refine(Number.isFinite)),
  z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/)),
]);

/**
 * docs/product.md#store-finder (content): name, city, address, zip, phone, url, latitude,
 * longitude; and the opening hours editors may add (docs/decisions/0049-store-finder-map.md).
 */
export const shopContentSchema = z.object({
  _uid: rootUidSchema(),
  component: z.string(),
  name: textSchema,
  city: textSchema,
  address: textSchema,
  zip: textSchema,
  phone: textSchema,
  url: textSchema,
  opening_hours: z.optional(textSchema),
  latitude: coordinateSchema,
  longitude: coordinateSchema,
  enabled: textSchema,
});

export const shopStoriesSchema = z.object({ stories: z.array(storySchema(shopContentSchema)) });

export type ShopStoriesBody = z.input<typeof shopStoriesSchema>;
