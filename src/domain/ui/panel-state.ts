/** docs/product.md#panels: the item an add to cart put in the cart, which the mini cart shows. */
export interface AddedItem {
  /** The commerce item id that was added. */
  readonly item: string;
  readonly productName: string;
}

/** docs/product.md#header: the market and the language selector lists. */
export type SelectorList = 'market' | 'language';

/**
 * docs/product.md#interface-state, docs/product.md#panels: which panels, menus and modals are open.
 * A panel that shows something names it (`desktopSubmenu` is the main-menu entry whose submenu
 * shows); `undefined` or `false` means closed. Plain data, so it can be written to JSON
 * (docs/architecture.md#server-rendering).
 */
export interface PanelState {
  /** The mobile sidebar menu. */
  readonly sidebar: boolean;
  /** The slide-in cart. */
  readonly cart: boolean;
  /** The mini cart, showing the item just added. */
  readonly miniCart: AddedItem | undefined;
  readonly search: boolean;
  /** The filter and sort sidebar. */
  readonly filter: boolean;
  /** The facet whose filter menu is unfolded. */
  readonly filterMenu: string | undefined;
  /** The main-menu entry (its uid) whose left desktop submenu shows. */
  readonly desktopSubmenu: string | undefined;
  /** The submenu entry (its uid) whose pictures the image bar shows. */
  readonly imageBar: string | undefined;
  readonly accountDropdown: boolean;
  /** The open market or language selector list. */
  readonly selectorList: SelectorList | undefined;
  readonly membershipModal: boolean;
  /** A modal opened by id (e.g. a live-shopping show). */
  readonly modalId: string | undefined;
  /** The item the product quick-view popup shows. */
  readonly productPopupItemId: string | undefined;
  readonly restockModalItemId: string | undefined;
  readonly sizeGuideItemId: string | undefined;
}

export type Panel = keyof PanelState;

/** Everything closed: the page as it first loads. */
export const CLOSED_PANELS: PanelState = {
  sidebar: false,
  cart: false,
  miniCart: undefined,
  search: false,
  filter: false,
  filterMenu: undefined,
  desktopSubmenu: undefined,
  imageBar: undefined,
  accountDropdown: false,
  selectorList: undefined,
  membershipModal: false,
  modalId: undefined,
  productPopupItemId: undefined,
  restockModalItemId: undefined,
  sizeGuideItemId: undefined,
};

export const PANELS = Object.keys(CLOSED_PANELS) as readonly Panel[];

/**
 * docs/product.md#panels: opening the sidebar, search, desktop menu, account menu or cart closes
 * the competing panels. The mini cart (the cart opened by an add) and the filter sidebar compete
 * too, so at most one of these is ever open.
 */
export const COMPETING_PANELS = [
  'sidebar',
  'cart',
  'miniCart',
  'search',
  'filter',
  'desktopSubmenu',
  'accountDropdown',
] as const satisfies readonly Panel[];

export type CompetingPanel = (typeof COMPETING_PANELS)[number];

/** docs/product.md#panels: what Escape closes (the left menu is the desktop submenu). */
export const ESCAPE_CLOSES = [
  'cart',
  'miniCart',
  'search',
  'filter',
  'filterMenu',
  'sidebar',
  'desktopSubmenu',
  'imageBar',
  'membershipModal',
  'selectorList',
] as const satisfies readonly Panel[];

/**
 * The panels the overlay lies under: all but the account dropdown, the selector lists and the
 * image bar (which sits inside the desktop submenu). docs/product.md#panels: hiding the overlay
 * closes them.
 */
export const OVERLAY_PANELS = PANELS.filter(
  (panel) => panel !== 'accountDropdown' && panel !== 'selectorList' && panel !== 'imageBar',
);

export function isPanelOpen(state: PanelState, panel: Panel): boolean {
  const value = state[panel];
  return value !== false && value !== undefined;
}

/**
 * docs/product.md#panels: the overlay shows while a panel under it is open — so showing the cart
 * sets it, and the mini cart closing takes it along.
 */
export function isOverlayShown(state: PanelState): boolean {
  return OVERLAY_PANELS.some((panel) => isPanelOpen(state, panel));
}

/**
 * Whether something the shopper opened is up — a menu, the cart, search, a selector, a filter, a
 * modal of theirs — over which no invitation opens (docs/product.md#one-interruption-at-a-time).
 * The membership modal is an invitation itself, so it does not count.
 */
export function isShopperPanelOpen(state: PanelState): boolean {
  return PANELS.some((panel) => panel !== 'membershipModal' && isPanelOpen(state, panel));
}
