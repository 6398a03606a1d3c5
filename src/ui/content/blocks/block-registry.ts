import { createElement, lazy, useState } from 'react';
import type { ContentBlockName } from '@/domain/content/content-blocks';
import type { BlockComponent, BlockProps } from '@/ui/shared/content/block-props';
import type * as CommonBlocks from './common-blocks';
import { HeadlineBlock } from './headline-block';
import { PageBlock } from './page-block';
import { TextBlock } from './text-block';

type BlockModule = Promise<{ default: BlockComponent }>;

/** A block of the one file most content pages fetch (common-blocks.ts). */
function commonBlock(name: keyof typeof CommonBlocks): BlockModule {
  return import('./common-blocks').then((blocks) => ({ default: blocks[name] }));
}

/** The code of each block fetched on demand, by block name (docs/architecture.md#views). */
const BLOCK_LOADERS: Partial<Record<ContentBlockName, () => BlockModule>> = {
  product_list: () => commonBlock('ProductListBlock'),
  search_product_list: () => commonBlock('ProductListBlock'),
  table_settings_tile: () =>
    import('@/ui/table-setting/table-settings-tile').then((m) => ({
      default: m.TableSettingsTile,
    })),
  table_setting_tool: () =>
    import('@/ui/table-setting/table-setting-tool').then((m) => ({ default: m.TableSettingTool })),
  product_link: () => commonBlock('ProductLinkBlock'),
  cta_button: () => commonBlock('CtaButtonBlock'),
  image_button: () => commonBlock('ImageButtonBlock'),
  container: () => commonBlock('ContainerBlock'),
  column: () => commonBlock('ColumnBlock'),
  image_text: () => commonBlock('ImageTextBlock'),
  accordion: () => commonBlock('AccordionBlock'),
  accordion_item: () => commonBlock('AccordionItemBlock'),
  video: () => commonBlock('VideoBlock'),
  image_group: () => commonBlock('ImageGroupBlock'),
  image_group_item: () => commonBlock('ImageGroupItemBlock'),
  swipeable_images: () =>
    import('@/ui/content/editorial/swipeable-images-block').then((m) => ({
      default: m.SwipeableImagesBlock,
    })),
  product_display: () =>
    import('@/ui/content/editorial/product-display-block').then((m) => ({
      default: m.ProductDisplayBlock,
    })),
  submenu: () =>
    import('@/ui/content/story/submenu-block').then((m) => ({ default: m.SubmenuBlock })),
  sub_navigation: () =>
    import('@/ui/content/story/sub-navigation-block').then((m) => ({
      default: m.SubNavigationBlock,
    })),
  newsletter_banner: () => commonBlock('NewsletterBannerBlock'),
  carbon_footprint: () =>
    import('@/ui/content/story/carbon-footprint-block').then((m) => ({
      default: m.CarbonFootprintBlock,
    })),
  sustainability_timeline: () =>
    import('@/ui/content/story/sustainability-timeline-block').then((m) => ({
      default: m.SustainabilityTimelineBlock,
    })),
  shop_the_look: () =>
    import('@/ui/content/story/shop-the-look-block').then((m) => ({ default: m.ShopTheLookBlock })),
  styling_gallery: () =>
    import('@/ui/content/story/styling-gallery-block').then((m) => ({
      default: m.StylingGalleryBlock,
    })),
  store_finder: () =>
    import('@/ui/shop-finder/shop-finder-block').then((m) => ({ default: m.ShopFinderBlock })),
  online_store_list: () =>
    import('@/ui/shop-finder/online-shop-list-block').then((m) => ({
      default: m.OnlineShopListBlock,
    })),
  hero: () => commonBlock('HeroBlock'),
  live_shopping_tiles: () =>
    import('@/ui/marketing/live-shopping/live-shopping-tiles').then((m) => ({
      default: m.LiveShoppingTiles,
    })),
  live_shopping_slider: () =>
    import('@/ui/marketing/live-shopping/live-shopping-slider').then((m) => ({
      default: m.LiveShoppingSlider,
    })),
  live_shopping_cta: () =>
    import('@/ui/marketing/live-shopping/live-shopping-cta').then((m) => ({
      default: m.LiveShoppingCta,
    })),
  delivery_tracking: () =>
    import('@/ui/delivery-tracking/delivery-tracking-block').then((m) => ({
      default: m.DeliveryTrackingBlock,
    })),
};

/**
 * Fetches the code of every block a page holds (nested ones too) at once, as soon as
 * the page's story is known, rather than a level at a time as React meets each lazy block.
 * Settles when all have arrived or failed (a failed one shows as its block's error,
 * docs/product.md#errors).
 */
export async function preloadBlocks(names: Iterable<string>): Promise<void> {
  const loads = [...names].map((name) => LAZY_BLOCKS.get(name as ContentBlockName)?.preload());
  await Promise.allSettled(loads);
}

interface LazyBlock {
  readonly component: BlockComponent;
  readonly preload: () => Promise<unknown>;
  readonly isLoaded: () => boolean;
  /** Whether the last attempt to fetch its code failed. */
  readonly isMissing: () => boolean;
}

/**
 * A block whose code is fetched on demand, which renders at once — without suspending — when
 * its code is already here. `React.lazy` alone suspends on its first render even for a module
 * that has arrived, and React then shows the fallback and holds the block back ~300 ms (its
 * throttle on revealing suspended content): the page preloaded its blocks to paint once and
 * whole, and painted its first screen half a second later than it could. Each
 * mounted block keeps the kind it started as, so it never remounts and loses its state.
 */
function lazyBlock(load: () => BlockModule): LazyBlock {
  let loaded: BlockComponent | undefined;
  let missing = false;
  const preload = () =>
    load().then(
      (module) => {
        loaded = module.default;
        missing = false;
        return module;
      },
      (error: unknown) => {
        missing = true;
        throw error;
      },
    );
  const Lazy = lazy(preload);
  function OnDemandBlock(props: BlockProps) {
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  return {
    component: OnDemandBlock,
    preload,
    isLoaded: () => loaded !== undefined,
    isMissing: () => missing,
  };
}

const LAZY_BLOCKS = new Map(
  Object.entries(BLOCK_LOADERS).map(([name, load]) => [name as ContentBlockName, lazyBlock(load)]),
);

/**
 * Whether the code of a block could not be fetched (a tab opened before a deploy, a network
 * that dropped it): a page holding it cannot render as the server rendered it.
 */
export function isAnyBlockMissing(): boolean {
  return [...LAZY_BLOCKS.values()].some((block) => block.isMissing());
}

/** Whether a block's code is here, so that it renders without suspending. */
export function isBlockLoaded(name: ContentBlockName): boolean {
  return LAZY_BLOCKS.get(name)?.isLoaded() ?? true;
}

/**
 * docs/product.md#content-blocks: the component shown for each block name. The small text blocks
 * come with the page; the others are fetched when a page first holds one
 * (docs/architecture.md#views: block-level code splitting), so a block costs nothing on pages
 * without it. A name missing here is an unknown block (see `Block`).
 */
export const BLOCK_REGISTRY: Partial<Record<ContentBlockName, BlockComponent>> = {
  page: PageBlock,
  headline: HeadlineBlock,
  text_block: TextBlock,
  ...Object.fromEntries([...LAZY_BLOCKS].map(([name, block]) => [name, block.component])),
};
