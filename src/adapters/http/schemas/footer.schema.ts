import * as z from 'zod/mini';
import { menuStorySchema, multilinkSchema } from './menu.schema';
import { assetSchema, listSchema, rootUidSchema, storySchema, textSchema } from './story.schema';

/** One of the footer's social icons (docs/product.md#footer). */
export const socialLinkSchema = z.object({
  _uid: z.string(),
  platform: textSchema,
  link: z.optional(multilinkSchema),
});

/**
 * docs/product.md#footer. `menus` holds menu story uuids, which the client replaces by
 * the stories themselves when asked to `resolve_relations: footer.menus`; an uuid left
 * unresolved (a deleted menu) is dropped.
 */
export const footerContentSchema = z.object({
  _uid: rootUidSchema(),
  component: z.literal('footer'),
  menus: listSchema(z.union([z.string(), menuStorySchema])),
  phone: textSchema,
  email: textSchema,
  address: textSchema,
  opening_hours: textSchema,
  social_links: listSchema(socialLinkSchema),
  trust_logos: listSchema(assetSchema),
  newsletter_headline: textSchema,
  newsletter_text: textSchema,
  newsletter_image: z.optional(z.nullable(assetSchema)),
});

export const footerStorySchema = storySchema(footerContentSchema);

/** `cdn/stories?starts_with=…/footer&resolve_relations=footer.menus`, relations in `rels`. */
export const footerStoriesSchema = z.object({
  stories: z.array(footerStorySchema),
  rels: z.optional(z.array(menuStorySchema)),
});

export type FooterStoriesBody = z.input<typeof footerStoriesSchema>;
