import * as z from 'zod/mini';
import { menuItemSchema } from './menu.schema';
import { assetSchema, listSchema, rootUidSchema, storySchema, textSchema } from './story.schema';

const restockDateSchema = z.object({ _uid: z.string(), sku: textSchema, date: textSchema });

/** docs/product.md#settings-per-market: one `market_settings` entry and the markets it lists. */
export const marketSettingsSchema = z.object({
  _uid: z.string(),
  markets: listSchema(z.string()),
  live_shopping_status: textSchema,
  live_shopping_text: textSchema,
  live_shopping_text_after: textSchema,
  live_shopping_time: textSchema,
  live_shopping_show_id: textSchema,
  trust_logos_cart: listSchema(assetSchema),
  trust_logos_footer: listSchema(assetSchema),
  account_welcome_headline: textSchema,
  account_modal_heading: textSchema,
  account_modal_description: textSchema,
  account_modal_cta: textSchema,
  account_modal_image: z.optional(z.nullable(assetSchema)),
  static_page_header_position: textSchema,
  static_page_header_text_color: textSchema,
  static_page_header_background_color: textSchema,
  restock_dates: listSchema(restockDateSchema),
  product_delivery_note: textSchema,
  product_returns_note: textSchema,
});

export const settingsContentSchema = z.object({
  _uid: rootUidSchema(),
  component: z.string(),
  market_settings: listSchema(marketSettingsSchema),
  account_menu_items: listSchema(menuItemSchema),
});

/** `cdn/stories/{settings id}`: the general settings story. */
export const settingsBodySchema = z.object({ story: storySchema(settingsContentSchema) });

export type SettingsBody = z.input<typeof settingsBodySchema>;
export type MarketSettingsBody = z.input<typeof marketSettingsSchema>;
