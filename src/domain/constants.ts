/**
 * Every number of docs/product.md#constants-and-limits (and the few other limits of
 * docs/product.md), named, in one place — but for the breakpoints and the sizes only the styles
 * use, which live with the styles in src/ui/styles. Durations are in milliseconds unless the
 * name says otherwise; sizes in px unless a CSS unit is part of the value.
 */

/**
 * The brand the shop sells as: the page titles' name, and the purchase's affiliation in analytics
 * (docs/product.md#analytics: "the product's store name"; docs/decisions/0095-page-views.md).
 */
export const BRAND_NAME = 'Lera';

// Response cache (docs/product.md#response-cache, docs/product.md#constants-and-limits)
export const RESPONSE_CACHE_MAX_ENTRIES = 1000;

// Layout (docs/product.md#header, docs/product.md#constants-and-limits)
export const STICKY_HEADER_SCROLL_PX = 200;
export const SUBMENU_REVEAL = { stepSeconds: 0.05, maxItems: 20 } as const;
export const TIMELINE = {
  thumbMaxPercent: 85,
  stageWidthPercent: 40,
  stageWidthWidePercent: 42,
} as const;

// Cookies (docs/product.md#cookies), in seconds
export const COOKIE_MAX_AGE_SECONDS = {
  noticeDismissal: 2_592_000,
  membershipModal: 31_536_000,
  visitor: 2_592_000,
  session: 86_400,
  newsletter: 31_536_000,
  /** The visitor's consent answer (docs/product.md#consent): a year, as EU guidance expects. */
  consent: 31_536_000,
} as const;

/**
 * docs/product.md#cookies: the names the shop gives them (docs/product.md names only their
 * purpose).
 */
export const COOKIE_NAMES = {
  newsletterSeen: 'newsletter_seen',
  membershipModal: 'membership_modal_seen',
  consent: 'cookie_consent',
  /** One per notice: `notice_dismissed_{uid}`. */
  noticeDismissedPrefix: 'notice_dismissed_',
} as const;

// Delays and animations (docs/product.md#animations, docs/product.md#constants-and-limits)
export const MEMBERSHIP_MODAL_DELAY_MS = 5000;
/**
 * The newsletter popup waits for engagement: this long on a page, or a scroll of
 * `NEWSLETTER_ENGAGEMENT_SCROLL_PX` (docs/product.md#one-interruption-at-a-time).
 */
export const NEWSLETTER_ENGAGEMENT_MS = 15_000;
export const NEWSLETTER_ENGAGEMENT_SCROLL_PX = 200;
export const SEARCH_DEBOUNCE_MS = 200;
/** How long a content page waits for its product lists before it shows without them. */
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
/** docs/product.md#other-calls: the analytics impression queue flushes after this much quiet. */
export const IMPRESSION_FLUSH_QUIET_MS = 500;

// Search and lists (docs/product.md#search-provider, docs/product.md#constants-and-limits)
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

// Stock and quantities (docs/product.md#product-list-item, docs/product.md#validation,
// docs/product.md#constants-and-limits)
/** Low stock: at least this many … */
export const LOW_STOCK_MIN = 2;
/** … and below this many. */
export const LOW_STOCK_BELOW = 9;
export const CART_LINE_QUANTITY_CAP = 24;
export const TABLE_SETTING_QUANTITY_MAX = 10;
/** Table-setting tool: plate width scale divisor. */
export const PLATE_WIDTH_DIVISOR = 51.09;

// Images (docs/product.md#other-calls, docs/product.md#constants-and-limits)
export const IMAGE_CDN_WIDTH = { min: 320, max: 2560 } as const;
export const PRODUCT_IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
export const PRODUCT_IMAGE_QUALITY = 70;
export const IMAGE_QUALITY_RANGE = { min: 70, max: 80 } as const;
export const TEXT_BLOCK_IMAGE = { quality: 90, mobileWidth: 900, desktopWidth: 1900 } as const;
export const LAZY_LOAD_THRESHOLD_PX = 150;
/** The first list positions whose images load eagerly. */
export const EAGER_IMAGE_POSITIONS = 8;

// Services (docs/product.md#backend-calls, docs/product.md#constants-and-limits)
export const ACCOUNT_TIMEOUT_MS = 30_000;
export const CONTENT_PROXY_TIMEOUT_SECONDS = 10;
export const SHOP_PAGE_SIZE = 100;
export const TRANSLATION_PAGE_SIZE = 1000;
/**
 * docs/product.md#account-data `token` and `wishlist`; `cart` keeps the cart between reloads
 * (docs/decisions/0020-cart-token-travels-in-the-body.md).
 */
export const STORAGE_KEYS = { token: 'token', wishlist: 'wishlist', cart: 'cart' } as const;
/**
 * docs/product.md#constants-and-limits: these countries lead the market list, in this order; the
 * rest follow alphabetically.
 */
export const LEADING_COUNTRIES = ['se', 'no', 'de'] as const;

// Store map (docs/product.md#constants-and-limits). docs/product.md names a fixed point in Sweden
// without its coordinates: this is the country's approximate centre
// (docs/decisions/0049-store-finder-map.md).
export const SHOP_MAP = {
  zoomOnSelect: 16,
  zoomSingleShop: 8,
  zoomManyShops: 6,
  centre: { lat: 62.0, lng: 15.0 },
  markerSizePx: 33,
} as const;

// Sizes (docs/product.md#product-size-selection, docs/product.md#constants-and-limits)
/** Item names hold one or two size levels split by this letter: `50x70`. */
export const SIZE_DELIMITER = 'x';

/**
 * docs/product.md#constants-and-limits swatch colour names (English) with their Swedish aliases.
 */
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
