import * as z from 'zod/mini';
import { assetSchema, listSchema, rootUidSchema, storySchema, textSchema } from './story.schema';

/** docs/product.md#menus link: the editor's multilink field. */
export const multilinkSchema = z.object({
  linktype: textSchema,
  id: z.optional(z.nullable(z.string())),
  cached_url: textSchema,
  url: textSchema,
  email: z.optional(z.nullable(z.string())),
  target: z.optional(z.nullable(z.string())),
});

const menuItemFields = {
  _uid: z.string(),
  component: z.string(),
  label: textSchema,
  link: z.optional(multilinkSchema),
  images: listSchema(assetSchema),
  phone_link: z.optional(z.nullable(z.string())),
  target: z.optional(z.nullable(z.string())),
};

/** The wire shape of one menu item, its children nested to any depth. */
export interface MenuItemBody extends z.input<z.ZodMiniObject<typeof menuItemFields>> {
  children?: readonly MenuItemBody[] | undefined;
}

interface MenuItemParsed extends z.output<z.ZodMiniObject<typeof menuItemFields>> {
  children: MenuItemParsed[];
}

/** docs/product.md#menus: label, link, children, images, phoneLink, target. */
export const menuItemSchema: z.ZodMiniType<MenuItemParsed, MenuItemBody> = z.object({
  ...menuItemFields,
  get children() {
    return listSchema(menuItemSchema);
  },
});

/** A menu story's content: the main, secondary or a footer menu. */
export const menuContentSchema = z.object({
  _uid: rootUidSchema(),
  component: z.string(),
  title: textSchema,
  items: listSchema(menuItemSchema),
});

export const menuStorySchema = storySchema(menuContentSchema);
export const menuBodySchema = z.object({ story: menuStorySchema });

export type MenuStoryBody = z.input<typeof menuStorySchema>;
export type MenuItemOutput = MenuItemParsed;
