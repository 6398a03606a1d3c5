import { describe, expect, it } from 'vitest';
import { ACCOUNT_TIMEOUT_MS } from '@/domain/account/account';
import { IMPRESSION_FLUSH_QUIET_MS } from '@/domain/analytics/impression-queue';
import { RESPONSE_CACHE_MAX_ENTRIES } from '@/domain/cache/response-cache';
import { POPUP_RELATED_ITEMS_MAX } from '@/domain/catalogue/quick-view';
import {
  LINKS_PAGE_SIZE,
  SHOP_PAGE_SIZE,
  TRANSLATION_PAGE_SIZE,
} from '@/domain/content/content-paging';
import { CONTENT_PROXY_TIMEOUT_SECONDS } from '@/domain/content/content-service';
import { PRODUCTS_TO_SHOW } from '@/domain/content/product-list-block';
import { SHOP_MAP } from '@/domain/content/shop-finder';
import { HERO_HOTSPOT_QUERY_LIMIT } from '@/domain/hero/hero-hotspot';
import { EAGER_IMAGE_POSITIONS, LAZY_LOAD_THRESHOLD_PX } from '@/domain/images/image-loading';
import {
  IMAGE_CDN_WIDTH,
  IMAGE_QUALITY_RANGE,
  PRODUCT_IMAGE_QUALITY,
} from '@/domain/images/image-url';
import { PRODUCT_IMAGE_WIDTHS } from '@/domain/images/srcset';
import { TEXT_BLOCK_IMAGE } from '@/domain/images/text-block-image';
import { LEADING_COUNTRIES } from '@/domain/market/market-options';
import { COUNTDOWN_TICK_MS } from '@/domain/marketing/countdown';
import { MEMBERSHIP_MODAL_DELAY_MS } from '@/domain/marketing/membership-modal';
import { NEWSLETTER_FADE_MS } from '@/domain/marketing/newsletter-banner';
import { RESTOCK_MODAL_AUTO_CLOSE_MS } from '@/domain/marketing/subscribe-button';
import {
  AUTOCOMPLETE_ITEM_LIMIT,
  AUTOCOMPLETE_SUGGESTION_LIMIT,
  SEARCH_DEBOUNCE_MS,
} from '@/domain/search/autocomplete-request';
import { SWATCH_COLOURS } from '@/domain/search/facet-visibility';
import { SEARCH_PAGE_SIZE } from '@/domain/search/named-query';
import {
  RECOMMENDATION_LIMIT,
  SEARCH_PANEL_RECOMMENDATION_LIMIT,
} from '@/domain/search/recommendations-request';
import { HOTSPOT_SWATCHES_MAX } from '@/domain/search/variant-swatches';
import { COOKIE_MAX_AGE_SECONDS } from '@/domain/shared/cookies';
import { STORAGE_KEYS } from '@/domain/shared/storage-keys';
import { CHUNK_RELOAD_GUARD_MS } from '@/domain/site/chunk-reload';
import { SIZE_DELIMITER } from '@/domain/sizes/size-parsing';
import { ADD_TO_CART_ANIMATION_MS } from '@/domain/stock/product-list-button';
import {
  CART_LINE_QUANTITY_CAP,
  TABLE_SETTING_QUANTITY_MAX,
} from '@/domain/stock/quantity-options';
import { LOW_STOCK_BELOW, LOW_STOCK_MIN } from '@/domain/stock/stock-rules';
import { TIMELINE } from '@/domain/sustainability/timeline-scrollbar';
import { PLATE_WIDTH_DIVISOR } from '@/domain/table-setting/plate-width';
import {
  CART_ICON_ANIMATION_MS,
  STICKY_HEADER_SCROLL_PX,
  WISHLIST_ICON_ANIMATION_MS,
} from '@/domain/ui/header';
import { DEFAULT_FETCH_DELAY_MS, LOADING_BAR } from '@/domain/ui/loading-bar';
import {
  IMAGE_BAR_MAX_IMAGES,
  MINI_CART_AUTO_CLOSE_MS,
  SUBMENU_LINK_SLOTS,
  SUBMENU_REVEAL,
} from '@/domain/ui/panels';
import { breakpoints, DESKTOP_ABOVE_PX, MOBILE_BELOW_PX } from '@/ui/styles/breakpoints';
import {
  LANGUAGE_LIST,
  MINI_CART_WIDTH_PX,
  NEWSLETTER_POPUP,
  NOTICE_BAR_HEIGHT,
  NOTIFY_ME_PANEL_HEIGHT_PX,
  OVERLAY_DEPTH,
  QUICK_VIEW_WIDTH_PX,
  RESTOCK_MODAL_WIDTH_PX,
  SIDEBAR_WIDTH,
  SLIDER_COLUMNS,
  SHOP_FINDER_COLUMN_PX,
  TRACKING_BLOCK_MAX_WIDTH,
} from '@/ui/styles/layout';

/**
 * The figures of docs/product.md#constants-and-limits written out as literals, once, whichever
 * module of the rule each constant lives in. Other tests
 * compare against the constants themselves, so only this table turns red when a constant drifts
 * from the product's figure.
 */
const figures: readonly (readonly [name: string, actual: unknown, expected: unknown])[] = [
  ['response cache entries', RESPONSE_CACHE_MAX_ENTRIES, 1000],
  ['header sticks at scroll (px)', STICKY_HEADER_SCROLL_PX, 200],
  ['mobile is under (px)', MOBILE_BELOW_PX, 768],
  ['desktop is over (px)', DESKTOP_ABOVE_PX, 1024],
  [
    'style breakpoints of the views (px)',
    breakpoints,
    { sm: 620, md: 768, lg: 1024, xl: 1360, xxl: 1920 },
  ],
  ['notice dismissal cookie: 30 days (s)', COOKIE_MAX_AGE_SECONDS.noticeDismissal, 2592000],
  ['membership modal cookie: 1 year (s)', COOKIE_MAX_AGE_SECONDS.membershipModal, 31536000],
  ['visitor cookie (s)', COOKIE_MAX_AGE_SECONDS.visitor, 2592000],
  ['session cookie (s)', COOKIE_MAX_AGE_SECONDS.session, 86400],
  ['newsletter cookie (s)', COOKIE_MAX_AGE_SECONDS.newsletter, 31536000],
  ['membership modal delay: 5 s (ms)', MEMBERSHIP_MODAL_DELAY_MS, 5000],
  ['search debounce (ms)', SEARCH_DEBOUNCE_MS, 200],
  ['autocomplete items', AUTOCOMPLETE_ITEM_LIMIT, 6],
  ['autocomplete suggestions', AUTOCOMPLETE_SUGGESTION_LIMIT, 4],
  ['recommendations', RECOMMENDATION_LIMIT, 4],
  ['recommendations in the search panel', SEARCH_PANEL_RECOMMENDATION_LIMIT, 3],
  ['search page size', SEARCH_PAGE_SIZE, 20],
  ['product list items at first (productsToShow)', PRODUCTS_TO_SHOW, 24],
  ['image bar images at most', IMAGE_BAR_MAX_IMAGES, 4],
  ['image quality range', IMAGE_QUALITY_RANGE, { min: 70, max: 80 }],
  ['text block images', TEXT_BLOCK_IMAGE, { quality: 90, mobileWidth: 900, desktopWidth: 1900 }],
  ['lazy-load threshold (px)', LAZY_LOAD_THRESHOLD_PX, 150],
  ['list positions with eager images', EAGER_IMAGE_POSITIONS, 8],
  ['chunk reload guard: 60 s (ms)', CHUNK_RELOAD_GUARD_MS, 60_000],
  ['countdown tick: 1 s (ms)', COUNTDOWN_TICK_MS, 1000],
  ['add animation (ms)', ADD_TO_CART_ANIMATION_MS, 2000],
  ['mini-cart auto-close (ms)', MINI_CART_AUTO_CLOSE_MS, 2000],
  ['restock modal auto-close (ms)', RESTOCK_MODAL_AUTO_CLOSE_MS, 3000],
  ['default fetch delay (ms)', DEFAULT_FETCH_DELAY_MS, 200],
  ['low stock: below', LOW_STOCK_BELOW, 9],
  ['low stock: at least', LOW_STOCK_MIN, 2],
  ['cart line drop-down cap', CART_LINE_QUANTITY_CAP, 24],
  ['table-setting quantity drop-down max', TABLE_SETTING_QUANTITY_MAX, 10],
  ['related items in the popup at most', POPUP_RELATED_ITEMS_MAX, 3],
  ['account client timeout (ms)', ACCOUNT_TIMEOUT_MS, 30000],
  ['content proxy timeout (s)', CONTENT_PROXY_TIMEOUT_SECONDS, 10],
  ['store page size', SHOP_PAGE_SIZE, 100],
  ['translation per_page', TRANSLATION_PAGE_SIZE, 1000],
  ['links per_page', LINKS_PAGE_SIZE, 1000],
  ['storage key: token', STORAGE_KEYS.token, 'token'],
  ['storage key: wishlist', STORAGE_KEYS.wishlist, 'wishlist'],
  ['countries first', LEADING_COUNTRIES, ['se', 'no', 'de']],
  ['hero hotspot query limit', HERO_HOTSPOT_QUERY_LIMIT, 3],
  ['hotspot swatches max', HOTSPOT_SWATCHES_MAX, 4],
  ['store map zoom on select', SHOP_MAP.zoomOnSelect, 16],
  ['store map zoom with a single store', SHOP_MAP.zoomSingleShop, 8],
  ['store map zoom with many stores', SHOP_MAP.zoomManyShops, 6],
  ['store map marker size (px)', SHOP_MAP.markerSizePx, 33],
  ['plate width scale divisor', PLATE_WIDTH_DIVISOR, 51.09],
  ['timeline scrollbar thumb max (%)', TIMELINE.thumbMaxPercent, 85],
  ['timeline stage width (%)', TIMELINE.stageWidthPercent, 40],
  ['timeline stage width from 1360 px (%)', TIMELINE.stageWidthWidePercent, 42],
  ['overlay depths', OVERLAY_DEPTH, { normal: 100, overlay: 165, sidebar: 200 }],
  ['notice bar height', NOTICE_BAR_HEIGHT, { mobile: '3.2rem', desktop: '4rem' }],
  ['sidebar width', SIDEBAR_WIDTH, { tablet: '50vw', desktop: '49.6rem' }],
  ['mini-cart width from 768 px (px)', MINI_CART_WIDTH_PX, 400],
  ['quick-view modal width (px)', QUICK_VIEW_WIDTH_PX, { normal: 325, hotspotDesktop: 786 }],
  ['restock modal width on desktop (px)', RESTOCK_MODAL_WIDTH_PX, 440],
  ['notify-me panel height (px)', NOTIFY_ME_PANEL_HEIGHT_PX, 440],
  ['language list', LANGUAGE_LIST, { maxHeight: '60vh', desktopWidthPx: 264 }],
  ['sub-menu staggered reveal', SUBMENU_REVEAL, { stepSeconds: 0.05, maxItems: 20 }],
  ['sub-menu items revealed', SUBMENU_LINK_SLOTS, 20],
  ['store finder side column (px)', SHOP_FINDER_COLUMN_PX, { normal: 500, wide: 550 }],
  ['newsletter popup', NEWSLETTER_POPUP, { width: '22.5rem', maxHeight: '44rem' }],
  ['tracking block max width', TRACKING_BLOCK_MAX_WIDTH, '55rem'],
  [
    'slider grid columns on large screens',
    SLIDER_COLUMNS,
    { carbonFootprint: 4, productDisplay: 4, onlineShops: 3 },
  ],
  [
    'swatch colour names with their Swedish aliases',
    SWATCH_COLOURS,
    {
      blue: ['blå'],
      cinnamon: ['kanel'],
      green: ['grön'],
      grey: ['grå'],
      'icy blue': ['isblå'],
      'light blue': ['ljusblå'],
      'light pink': ['ljusrosa'],
      'forest green': ['skogsgrön'],
      ocean: ['hav'],
      orange: ['orange'],
      pink: ['rosa'],
      plum: ['plommon'],
      purple: ['lila'],
      sand: ['sand'],
      turquoise: ['turkos'],
      white: ['vit'],
      yellow: ['gul'],
      earth: ['jord'],
      red: ['röd'],
      'off-white': ['benvit'],
      'decorated christmas': ['dekorerad jul'],
    },
  ],
  ['size chart delimiter', SIZE_DELIMITER, 'x'],
  ['product image widths', PRODUCT_IMAGE_WIDTHS, [320, 480, 640, 960, 1280]],
  ['product image quality', PRODUCT_IMAGE_QUALITY, 70],
  ['image widths', IMAGE_CDN_WIDTH, { min: 320, max: 2560 }],
  ['wishlist icon animation: 0.5 s (ms)', WISHLIST_ICON_ANIMATION_MS, 500],
  ['cart icon animation: 2 s (ms)', CART_ICON_ANIMATION_MS, 2000],
  ['loading bar (ms)', LOADING_BAR, { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 }],
  ['newsletter popup fade: 0.3 s (ms)', NEWSLETTER_FADE_MS, 300],
  ['impression queue flush after quiet (ms)', IMPRESSION_FLUSH_QUIET_MS, 500],
];

describe('business constants and limits', () => {
  it.each(figures)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
