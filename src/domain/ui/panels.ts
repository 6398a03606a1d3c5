import {
  type AddedItem,
  CLOSED_PANELS,
  COMPETING_PANELS,
  type CompetingPanel,
  ESCAPE_CLOSES,
  type Panel,
  type PanelState,
  type SelectorList,
} from './panel-state';

/**
 * docs/product.md#panels, docs/product.md#constants-and-limits: the desktop submenu reveals its
 * items in staggered steps, up to this many.
 */
export const SUBMENU_REVEAL = { stepSeconds: 0.05, maxItems: 20 } as const;
/** docs/product.md#constants-and-limits: the submenu items revealed. */
export const SUBMENU_LINK_SLOTS = 20;
/** docs/product.md#constants-and-limits: the image bar shows at most this many images. */
export const IMAGE_BAR_MAX_IMAGES = 4;
/**
 * docs/product.md#panels, docs/product.md#constants-and-limits: the mini cart an add opened closes
 * itself after this long.
 */
export const MINI_CART_AUTO_CLOSE_MS = 2000;

/** A modal that shows one thing, named by id. */
export type IdModal = 'modalId' | 'productPopupItemId' | 'restockModalItemId' | 'sizeGuideItemId';

/** Everything that opens or closes a panel (docs/product.md#panels). */
export type PanelAction =
  | { readonly type: 'open'; readonly panel: 'sidebar' | 'cart' | 'search' | 'filter' }
  | { readonly type: 'open'; readonly panel: 'accountDropdown' | 'membershipModal' }
  | { readonly type: 'openDesktopSubmenu'; readonly menu: string }
  | { readonly type: 'openImageBar'; readonly menu: string }
  | { readonly type: 'showAddedToCart'; readonly added: AddedItem }
  | { readonly type: 'toggleFilterMenu'; readonly facet: string }
  | { readonly type: 'toggleSelectorList'; readonly list: SelectorList }
  | { readonly type: 'openModal'; readonly modal: IdModal; readonly id: string }
  | { readonly type: 'close'; readonly panel: Panel }
  | { readonly type: 'hideOverlay' }
  | { readonly type: 'routeChanged' }
  | { readonly type: 'escape' }
  | { readonly type: 'clickOutside' };

/**
 * Closes one panel and what lives inside it: the image bar goes with the desktop submenu, the
 * filter menu with the filter sidebar.
 */
export function closePanel(state: PanelState, panel: Panel): PanelState {
  switch (panel) {
    case 'desktopSubmenu':
      return { ...state, desktopSubmenu: undefined, imageBar: undefined };
    case 'filter':
      return { ...state, filter: false, filterMenu: undefined };
    default:
      return { ...state, [panel]: CLOSED_PANELS[panel] };
  }
}

function closeAll(state: PanelState, panels: readonly Panel[]): PanelState {
  return panels.reduce(closePanel, state);
}

/**
 * docs/product.md#panels: opening a competing panel closes the other competing panels, and, being a
 * click elsewhere, any open selector list.
 */
function closeCompeting(state: PanelState, opening: CompetingPanel): PanelState {
  return closeAll(
    { ...state, selectorList: undefined },
    COMPETING_PANELS.filter((panel) => panel !== opening),
  );
}

/**
 * docs/product.md#panels:
 * - opening the sidebar, cart, mini cart, search, filter, desktop submenu or account dropdown
 *   closes the others of these (the overlay then follows from what is open: the cart shows it);
 * - hiding the overlay closes everything; a route change closes the sidebar, the desktop submenu
 *   and the overlay — so, the overlay closing everything, it too leaves every panel closed;
 * - Escape closes the cart, mini cart, search, filter, sidebar, left menu, membership modal and
 *   selector lists, and leaves the id modals and the account dropdown;
 * - a click outside closes the selector lists.
 */
export function reducePanels(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'open':
      return action.panel === 'membershipModal'
        ? { ...state, membershipModal: true }
        : { ...closeCompeting(state, action.panel), [action.panel]: true };
    case 'openDesktopSubmenu':
      return {
        ...closeCompeting(state, 'desktopSubmenu'),
        desktopSubmenu: action.menu,
        imageBar: state.desktopSubmenu === action.menu ? state.imageBar : undefined,
      };
    case 'openImageBar':
      return state.desktopSubmenu === undefined ? state : { ...state, imageBar: action.menu };
    case 'showAddedToCart':
      return { ...closeCompeting(state, 'miniCart'), miniCart: action.added };
    case 'toggleFilterMenu':
      return {
        ...closeCompeting(state, 'filter'),
        filterMenu: state.filterMenu === action.facet ? undefined : action.facet,
      };
    case 'toggleSelectorList':
      return {
        ...state,
        selectorList: state.selectorList === action.list ? undefined : action.list,
      };
    case 'openModal':
      return { ...state, [action.modal]: action.id };
    case 'close':
      return closePanel(state, action.panel);
    case 'hideOverlay':
    case 'routeChanged':
      return CLOSED_PANELS;
    case 'escape':
      return closeAll(state, ESCAPE_CLOSES);
    case 'clickOutside':
      return closePanel(state, 'selectorList');
  }
}
