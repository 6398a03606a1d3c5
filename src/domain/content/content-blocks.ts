/**
 * docs/product.md#content-blocks: the component names the content service gives the blocks of a
 * page tree (pages, the 404 page, size guides, base product information), including the items that
 * only appear inside another block (`hero_hotspot` in a hero, `accordion_item` in an
 * accordion). The UI registers one component per name; a name missing here renders nothing.
 */
export const CONTENT_BLOCKS = [
  'page',
  'headline',
  'text_block',
  'product_list',
  'search_product_list',
  'product_link',
  'cta_button',
  'image_button',
  'container',
  'column',
  'image_text',
  'hero',
  'hero_hotspot',
  'accordion',
  'accordion_item',
  'video',
  'store_finder',
  'image_group',
  'image_group_item',
  'swipeable_images',
  'submenu',
  'submenu_item',
  'newsletter_banner',
  'live_shopping_tiles',
  'live_shopping_slider',
  'live_shopping_cta',
  'live_shopping_show',
  'online_store_list',
  'table_settings_tile',
  'table_setting_tool',
  'carbon_footprint',
  'carbon_footprint_entry',
  'sustainability_timeline',
  'timeline_stage',
  'delivery_tracking',
  'sub_navigation',
  'sub_navigation_item',
  'product_display',
  'shop_the_look',
  'styling_gallery',
  'styling_gallery_item',
  'size_guide',
  'size_guide_table',
  'product_information',
] as const;

export type ContentBlockName = (typeof CONTENT_BLOCKS)[number];

/** Whether a block's component is one the shop knows how to show. */
export function isContentBlock(component: string): component is ContentBlockName {
  return (CONTENT_BLOCKS as readonly string[]).includes(component);
}
