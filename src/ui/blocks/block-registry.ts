import { lazy } from 'react';
import type { ContentBlockName } from '../../domain/content/content-blocks';
import type { BlockComponent } from './block-props';
import { HeadlineBlock } from './headline-block';
import { PageBlock } from './page-block';
import { TextBlock } from './text-block';

/**
 * SPEC §2 Content blocks: the component shown for each block name. The small text blocks come
 * with the page; the others are fetched when a page first holds one (ARCHITECTURE §5: block-level
 * code splitting), so a block costs nothing on pages without it. A name missing here is an
 * unknown block (see `Block`).
 */
export const BLOCK_REGISTRY: Partial<Record<ContentBlockName, BlockComponent>> = {
  page: PageBlock,
  headline: HeadlineBlock,
  text_block: TextBlock,
  product_list: lazy(() =>
    import('./product-list-block').then((m) => ({ default: m.ProductListBlock })),
  ),
  search_product_list: lazy(() =>
    import('./product-list-block').then((m) => ({ default: m.ProductListBlock })),
  ),
  table_settings_tile: lazy(() =>
    import('./table/table-settings-tile').then((m) => ({ default: m.TableSettingsTile })),
  ),
  table_setting_tool: lazy(() =>
    import('./table/table-setting-tool').then((m) => ({ default: m.TableSettingTool })),
  ),
  product_link: lazy(() =>
    import('./editorial/product-link-block').then((m) => ({ default: m.ProductLinkBlock })),
  ),
  cta_button: lazy(() =>
    import('./editorial/cta-button-block').then((m) => ({ default: m.CtaButtonBlock })),
  ),
  image_button: lazy(() =>
    import('./editorial/image-button-block').then((m) => ({ default: m.ImageButtonBlock })),
  ),
  container: lazy(() =>
    import('./editorial/container-block').then((m) => ({ default: m.ContainerBlock })),
  ),
  column: lazy(() => import('./editorial/column-block').then((m) => ({ default: m.ColumnBlock }))),
  image_text: lazy(() =>
    import('./editorial/image-text-block').then((m) => ({ default: m.ImageTextBlock })),
  ),
  accordion: lazy(() =>
    import('./editorial/accordion-block').then((m) => ({ default: m.AccordionBlock })),
  ),
  accordion_item: lazy(() =>
    import('./editorial/accordion-item-block').then((m) => ({ default: m.AccordionItemBlock })),
  ),
  video: lazy(() => import('./editorial/video-block').then((m) => ({ default: m.VideoBlock }))),
  image_group: lazy(() =>
    import('./editorial/image-group-block').then((m) => ({ default: m.ImageGroupBlock })),
  ),
  image_group_item: lazy(() =>
    import('./editorial/image-group-item-block').then((m) => ({ default: m.ImageGroupItemBlock })),
  ),
  swipeable_images: lazy(() =>
    import('./editorial/swipeable-images-block').then((m) => ({ default: m.SwipeableImagesBlock })),
  ),
  product_display: lazy(() =>
    import('./editorial/product-display-block').then((m) => ({ default: m.ProductDisplayBlock })),
  ),
  submenu: lazy(() => import('./story/submenu-block').then((m) => ({ default: m.SubmenuBlock }))),
  sub_navigation: lazy(() =>
    import('./story/sub-navigation-block').then((m) => ({ default: m.SubNavigationBlock })),
  ),
  newsletter_banner: lazy(() =>
    import('./story/newsletter-banner-block').then((m) => ({ default: m.NewsletterBannerBlock })),
  ),
  carbon_footprint: lazy(() =>
    import('./story/carbon-footprint-block').then((m) => ({ default: m.CarbonFootprintBlock })),
  ),
  sustainability_timeline: lazy(() =>
    import('./story/sustainability-timeline-block').then((m) => ({
      default: m.SustainabilityTimelineBlock,
    })),
  ),
  shop_the_look: lazy(() =>
    import('./story/shop-the-look-block').then((m) => ({ default: m.ShopTheLookBlock })),
  ),
  styling_gallery: lazy(() =>
    import('./story/styling-gallery-block').then((m) => ({ default: m.StylingGalleryBlock })),
  ),
  store_finder: lazy(() =>
    import('./stores/store-finder-block').then((m) => ({ default: m.StoreFinderBlock })),
  ),
  online_store_list: lazy(() =>
    import('./stores/online-store-list-block').then((m) => ({ default: m.OnlineStoreListBlock })),
  ),
  hero: lazy(() => import('./hero/hero-block').then((m) => ({ default: m.HeroBlock }))),
  live_shopping_tiles: lazy(() =>
    import('./live/live-shopping-tiles').then((m) => ({ default: m.LiveShoppingTiles })),
  ),
  live_shopping_slider: lazy(() =>
    import('./live/live-shopping-slider').then((m) => ({ default: m.LiveShoppingSlider })),
  ),
  live_shopping_cta: lazy(() =>
    import('./live/live-shopping-cta').then((m) => ({ default: m.LiveShoppingCta })),
  ),
  delivery_tracking: lazy(() =>
    import('./live/delivery-tracking-block').then((m) => ({ default: m.DeliveryTrackingBlock })),
  ),
};
