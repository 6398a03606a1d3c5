/**
 * Every number of SPEC §9 (and the few of §4/§7 that are limits), named, in one place.
 * Durations are in milliseconds unless the name says otherwise; sizes in px unless a CSS
 * unit is part of the value.
 */

// Response cache (§3, §4, §9)
export const RESPONSE_CACHE_MAX_ENTRIES = 1000;

// Layout (§2 Header, §9)
export const STICKY_HEADER_SCROLL_PX = 200;
export const BREAKPOINTS = { sm: 620, md: 768, lg: 1024, xl: 1360, xxl: 1920 } as const;
/** Mobile is under this width. */
export const MOBILE_BELOW_PX = 768;
/** Desktop is over this width. */
export const DESKTOP_ABOVE_PX = 1024;
export const OVERLAY_DEPTH = { normal: 100, overlay: 165, sidebar: 200 } as const;
export const NOTICE_BAR_HEIGHT = { mobile: '3.2rem', desktop: '4rem' } as const;
export const SIDEBAR_WIDTH = { tablet: '50vw', desktop: '49.6rem' } as const;
export const MINI_CART_WIDTH_PX = 400;
export const QUICK_VIEW_WIDTH_PX = { normal: 325, hotspotDesktop: 786 } as const;
export const RESTOCK_MODAL_WIDTH_PX = 440;
export const NOTIFY_ME_PANEL_HEIGHT_PX = 440;
export const LANGUAGE_LIST = { maxHeight: '60vh', desktopWidthPx: 264 } as const;
export const SUBMENU_REVEAL = { stepSeconds: 0.05, maxItems: 20 } as const;
export const STORE_FINDER_COLUMN_PX = { normal: 500, wide: 550 } as const;
export const NEWSLETTER_POPUP = { width: '30rem', height: '44rem' } as const;
export const TRACKING_BLOCK_MAX_WIDTH = '55rem';
export const SLIDER_COLUMNS = { carbonFootprint: 4, productDisplay: 4, onlineStores: 3 } as const;
export const TIMELINE = {
  thumbMaxPercent: 85,
  stageWidthPercent: 40,
  stageWidthWidePercent: 42,
} as const;

// Cookies (§3, §9), in seconds
export const COOKIE_MAX_AGE_SECONDS = {
  noticeDismissal: 2_592_000,
  membershipModal: 31_536_000,
  visitor: 2_592_000,
  session: 86_400,
  newsletter: 31_536_000,
} as const;

/** §3 Cookies: the names the shop gives them (the SPEC names only their purpose). */
export const COOKIE_NAMES = {
  newsletterSeen: 'newsletter_seen',
  membershipModal: 'membership_modal_seen',
  /** One per notice: `notice_dismissed_{uid}`. */
  noticeDismissedPrefix: 'notice_dismissed_',
} as const;

// Delays and animations (§4, §9)
export const MEMBERSHIP_MODAL_DELAY_MS = 5000;
export const SEARCH_DEBOUNCE_MS = 200;
/** Issue 9: how long a content page waits for its product lists before it shows without them. */
export const PAGE_PAINT_WAIT_MS = 300;
export const COUNTDOWN_TICK_MS = 1000;
export const ADD_TO_CART_ANIMATION_MS = 2000;
export const MINI_CART_AUTO_CLOSE_MS = 2000;
export const RESTOCK_MODAL_AUTO_CLOSE_MS = 3000;
export const DEFAULT_FETCH_DELAY_MS = 200;
export const CART_ICON_ANIMATION_MS = 2000;
export const WISHLIST_ICON_ANIMATION_MS = 500;
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;
export const NEWSLETTER_FADE_MS = 300;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** §7 Other: the analytics impression queue flushes after this much quiet. */
export const IMPRESSION_FLUSH_QUIET_MS = 500;

// Search and lists (§7, §9)
export const AUTOCOMPLETE_ITEM_LIMIT = 6;
export const AUTOCOMPLETE_SUGGESTION_LIMIT = 4;
export const RECOMMENDATION_LIMIT = 4;
export const SEARCH_PANEL_RECOMMENDATION_LIMIT = 3;
export const SEARCH_PAGE_SIZE = 20;
/** Product list block: items shown at first (`productsToShow`). */
export const PRODUCTS_TO_SHOW = 24;
export const POPUP_RELATED_ITEMS_MAX = 3;
export const HERO_HOTSPOT_QUERY_LIMIT = 3;
export const HOTSPOT_SWATCHES_MAX = 4;
export const IMAGE_BAR_MAX_IMAGES = 4;
export const SUBMENU_LINK_SLOTS = 20;

// Stock and quantities (§4, §5, §9)
/** Low stock: at least this many … */
export const LOW_STOCK_MIN = 2;
/** … and below this many. */
export const LOW_STOCK_BELOW = 9;
export const CART_LINE_QUANTITY_CAP = 24;
export const TABLE_SETTING_QUANTITY_MAX = 10;
/** Table-setting tool: plate width scale divisor. */
export const PLATE_WIDTH_DIVISOR = 51.09;

// Images (§7, §9)
export const IMAGE_CDN_WIDTH = { min: 320, max: 2560 } as const;
export const PRODUCT_IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
export const PRODUCT_IMAGE_QUALITY = 70;
export const IMAGE_QUALITY_RANGE = { min: 70, max: 80 } as const;
export const TEXT_BLOCK_IMAGE = { quality: 90, mobileWidth: 900, desktopWidth: 1900 } as const;
export const LAZY_LOAD_THRESHOLD_PX = 150;
/** The first list positions whose images load eagerly. */
export const EAGER_IMAGE_POSITIONS = 8;

// Services (§7, §9)
export const ACCOUNT_TIMEOUT_MS = 30_000;
export const CONTENT_PROXY_TIMEOUT_SECONDS = 10;
export const STORE_PAGE_SIZE = 100;
export const TRANSLATION_PAGE_SIZE = 1000;
/** §3/§9 `token` and `wishlist`; `cart` keeps the cart between reloads (docs/decisions.md). */
export const STORAGE_KEYS = { token: 'token', wishlist: 'wishlist', cart: 'cart' } as const;
/** §9: these countries lead the market list, in this order; the rest follow alphabetically. */
export const LEADING_COUNTRIES = ['se', 'no', 'de'] as const;

// Store map (§9). The SPEC names a fixed point in Sweden without its coordinates: this is
// the country's approximate centre (docs/decisions.md).
export const STORE_MAP = {
  zoomOnSelect: 16,
  zoomSingleStore: 8,
  zoomManyStores: 6,
  centre: { lat: 62.0, lng: 15.0 },
  markerSizePx: 33,
} as const;

// Sizes (§4, §9)
/** Item names hold one or two size levels split by this letter: `50x70`. */
export const SIZE_DELIMITER = 'x';

/** §9 swatch colour names (English) with their Swedish aliases. */
export const SWATCH_COLOURS: Readonly<Record<string, readonly string[]>> = {
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
};
