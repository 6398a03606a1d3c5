import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import {
  CART_ICON_ANIMATION_MS,
  WISHLIST_ICON_ANIMATION_MS,
  isHeaderStuck,
} from '@/domain/ui/header';
import type { LoadingBarState } from '@/domain/ui/loading-bar';
import {
  type AddedItem,
  CLOSED_PANELS,
  isOverlayShown,
  isShopperPanelOpen,
  type PanelState,
  type SelectorList,
} from '@/domain/ui/panel-state';
import { type PanelAction, reducePanels, MINI_CART_AUTO_CLOSE_MS } from '@/domain/ui/panels';
import { rememberedSizeLabel, rememberSizeLabel, type SizeLabels } from '@/domain/ui/size-labels';
import { Scheduler } from './scheduler.port';
import { PageLoadingBar } from './page-loading-bar';
import { TimedFlag } from './timed-flag';
import { Timer } from './timer';

/** What `UiStore.toJSON` writes and `hydrate` reads (docs/architecture.md#server-rendering). */
export interface UiState {
  readonly panels: PanelState;
  readonly sizeLabels: SizeLabels;
  readonly headerStuck: boolean;
}

/**
 * The interface state (docs/product.md#interface-state): panels, menus, modals, the overlay, the
 * sticky header, icon animations, the loading bar. The panel rules (docs/product.md#panels) are
 * the pure `reducePanels`; this store adds the timers, through the Scheduler port.
 */
@injectable()
export class UiStore {
  panels: PanelState = CLOSED_PANELS;
  sizeLabels: SizeLabels = {};
  isHeaderStuck = false;
  /** The named query the open filter sidebar filters; the search page's when unnamed. */
  filterQueryName: string | undefined = undefined;
  /** The timed parts: icon animations, the loading bar, the mini cart's auto close. */
  private readonly timed: {
    readonly cartIcon: TimedFlag;
    readonly wishlistIcon: TimedFlag;
    readonly loadingBar: PageLoadingBar;
    readonly miniCartClose: Timer;
  };

  constructor(@inject(Scheduler) scheduler: Scheduler) {
    this.timed = {
      cartIcon: new TimedFlag(scheduler, CART_ICON_ANIMATION_MS),
      wishlistIcon: new TimedFlag(scheduler, WISHLIST_ICON_ANIMATION_MS),
      loadingBar: new PageLoadingBar(scheduler),
      miniCartClose: new Timer(scheduler, MINI_CART_AUTO_CLOSE_MS, () => this.closeMiniCart()),
    };
    makeAutoObservable<this, 'timed'>(
      this,
      { panels: observable.ref, sizeLabels: observable.ref, timed: false },
      { autoBind: true },
    );
  }

  get isOverlayShown(): boolean {
    return isOverlayShown(this.panels);
  }
  /** Something the shopper opened is up (`isShopperPanelOpen`). */
  get isShopperPanelOpen(): boolean {
    return isShopperPanelOpen(this.panels);
  }
  get isSidebarOpen(): boolean {
    return this.panels.sidebar;
  }
  get isCartOpen(): boolean {
    return this.panels.cart;
  }
  /** The item the mini cart shows; undefined while it is closed. */
  get miniCartItem(): AddedItem | undefined {
    return this.panels.miniCart;
  }
  get isMiniCartOpen(): boolean {
    return this.panels.miniCart !== undefined;
  }
  get isSearchOpen(): boolean {
    return this.panels.search;
  }
  get isFilterOpen(): boolean {
    return this.panels.filter;
  }
  get filterMenu(): string | undefined {
    return this.panels.filterMenu;
  }
  /** The uid of the main-menu entry whose desktop submenu shows. */
  get desktopSubmenu(): string | undefined {
    return this.panels.desktopSubmenu;
  }
  /** The uid of the submenu entry whose pictures the image bar shows. */
  get imageBar(): string | undefined {
    return this.panels.imageBar;
  }
  get isAccountDropdownOpen(): boolean {
    return this.panels.accountDropdown;
  }
  get selectorList(): SelectorList | undefined {
    return this.panels.selectorList;
  }
  get isMembershipModalOpen(): boolean {
    return this.panels.membershipModal;
  }
  get modalId(): string | undefined {
    return this.panels.modalId;
  }
  get productPopupItemId(): string | undefined {
    return this.panels.productPopupItemId;
  }
  get restockModalItemId(): string | undefined {
    return this.panels.restockModalItemId;
  }
  get sizeGuideItemId(): string | undefined {
    return this.panels.sizeGuideItemId;
  }
  get isCartIconAnimating(): boolean {
    return this.timed.cartIcon.isOn;
  }
  get isWishlistIconAnimating(): boolean {
    return this.timed.wishlistIcon.isOn;
  }
  get loadingBar(): LoadingBarState {
    return this.timed.loadingBar.state;
  }

  openSidebar(): void {
    this.apply({ type: 'open', panel: 'sidebar' });
  }
  closeSidebar(): void {
    this.apply({ type: 'close', panel: 'sidebar' });
  }
  /** The cart panel, with the overlay. */
  openCart(): void {
    this.apply({ type: 'open', panel: 'cart' });
  }
  closeCart(): void {
    this.apply({ type: 'close', panel: 'cart' });
  }
  /** Opens the mini cart on the added item, closing after 2 s (docs/product.md#panels). */
  showAddedToCart(added: AddedItem): void {
    this.apply({
      type: 'showAddedToCart',
      added: { item: added.item, productName: added.productName },
    });
    this.timed.miniCartClose.start();
    this.animateCartIcon();
  }
  closeMiniCart(): void {
    this.apply({ type: 'close', panel: 'miniCart' });
  }
  openSearch(): void {
    this.apply({ type: 'open', panel: 'search' });
  }
  closeSearch(): void {
    this.apply({ type: 'close', panel: 'search' });
  }
  /** Opens the filter sidebar for a list's named query (docs/product.md#filters-and-sort). */
  openFilter(queryName?: string): void {
    this.filterQueryName = queryName;
    this.apply({ type: 'open', panel: 'filter' });
  }
  closeFilter(): void {
    this.apply({ type: 'close', panel: 'filter' });
  }
  /** Unfolds a facet's filter menu, or folds it when it is the one unfolded. */
  toggleFilterMenu(facet: string): void {
    this.apply({ type: 'toggleFilterMenu', facet });
  }
  closeFilterMenu(): void {
    this.apply({ type: 'close', panel: 'filterMenu' });
  }
  openDesktopSubmenu(menu: string): void {
    this.apply({ type: 'openDesktopSubmenu', menu });
  }
  closeDesktopSubmenu(): void {
    this.apply({ type: 'close', panel: 'desktopSubmenu' });
  }
  /** Shows a submenu entry's pictures; only while a desktop submenu is open. */
  openImageBar(menu: string): void {
    this.apply({ type: 'openImageBar', menu });
  }
  closeImageBar(): void {
    this.apply({ type: 'close', panel: 'imageBar' });
  }
  openAccountDropdown(): void {
    this.apply({ type: 'open', panel: 'accountDropdown' });
  }
  closeAccountDropdown(): void {
    this.apply({ type: 'close', panel: 'accountDropdown' });
  }
  toggleSelectorList(list: SelectorList): void {
    this.apply({ type: 'toggleSelectorList', list });
  }
  /** docs/product.md#panels: a click outside closes the selector lists. */
  clickedOutside(): void {
    this.apply({ type: 'clickOutside' });
  }
  openMembershipModal(): void {
    this.apply({ type: 'open', panel: 'membershipModal' });
  }
  closeMembershipModal(): void {
    this.apply({ type: 'close', panel: 'membershipModal' });
  }
  openModal(id: string): void {
    this.apply({ type: 'openModal', modal: 'modalId', id });
  }
  closeModal(): void {
    this.apply({ type: 'close', panel: 'modalId' });
  }
  openProductPopup(itemId: string): void {
    this.apply({ type: 'openModal', modal: 'productPopupItemId', id: itemId });
  }
  closeProductPopup(): void {
    this.apply({ type: 'close', panel: 'productPopupItemId' });
  }
  openRestockModal(itemId: string): void {
    this.apply({ type: 'openModal', modal: 'restockModalItemId', id: itemId });
  }
  closeRestockModal(): void {
    this.apply({ type: 'close', panel: 'restockModalItemId' });
  }
  openSizeGuide(itemId: string): void {
    this.apply({ type: 'openModal', modal: 'sizeGuideItemId', id: itemId });
  }
  closeSizeGuide(): void {
    this.apply({ type: 'close', panel: 'sizeGuideItemId' });
  }
  /** docs/product.md#panels: hiding the overlay (a click on it) closes everything. */
  hideOverlay(): void {
    this.apply({ type: 'hideOverlay' });
  }
  /** Every change of path closes the sidebar, submenu and overlay (docs/product.md#panels). */
  routeChanged(): void {
    this.apply({ type: 'routeChanged' });
  }
  /** docs/product.md#panels: the Escape key. */
  escape(): void {
    this.apply({ type: 'escape' });
  }

  /** docs/product.md#product-size-selection: the size label chosen for a product, remembered. */
  selectedSizeLabel(productId: string): string | undefined {
    return rememberedSizeLabel(this.sizeLabels, productId);
  }
  selectSizeLabel(productId: string, label: string): void {
    this.sizeLabels = rememberSizeLabel(this.sizeLabels, productId, label);
  }
  /** docs/product.md#header: call with the page's scroll offset; the header sticks from 200px. */
  scrolled(scrollY: number): void {
    this.isHeaderStuck = isHeaderStuck(scrollY);
  }
  /** docs/product.md#animations: the cart icon animates 2 s on a cart change. */
  animateCartIcon(): void {
    this.timed.cartIcon.trigger();
  }
  /** docs/product.md#animations: the wishlist icon animates 0.5 s. */
  animateWishlistIcon(): void {
    this.timed.wishlistIcon.trigger();
  }
  /** docs/product.md#animations: a page starts loading; the bar shows if it takes over 200 ms. */
  startLoading(): void {
    this.timed.loadingBar.start();
  }
  /** docs/product.md#animations: the page has loaded; the bar hides 500 ms later. */
  finishLoading(): void {
    this.timed.loadingBar.finish();
  }

  toJSON(): UiState {
    return { panels: this.panels, sizeLabels: this.sizeLabels, headerStuck: this.isHeaderStuck };
  }

  /** Takes over a written state; an open mini cart gets its 2 s again. */
  hydrate(state: UiState): void {
    this.setPanels({ ...CLOSED_PANELS, ...state.panels });
    if (this.panels.miniCart) this.timed.miniCartClose.start();
    this.sizeLabels = { ...state.sizeLabels };
    this.isHeaderStuck = state.headerStuck;
  }

  private apply(action: PanelAction): void {
    this.setPanels(reducePanels(this.panels, action));
  }

  /** Every change of panels passes here: a mini cart that is gone or replaced loses its timer. */
  private setPanels(next: PanelState): void {
    if (next.miniCart !== this.panels.miniCart) this.timed.miniCartClose.cancel();
    this.panels = next;
  }
}
