import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import {
  CART_ICON_ANIMATION_MS,
  MINI_CART_AUTO_CLOSE_MS,
  WISHLIST_ICON_ANIMATION_MS,
} from '@/domain/constants';
import { isHeaderStuck } from '@/domain/ui/header';
import type { LoadingBarState } from '@/domain/ui/loading-bar';
import {
  type AddedItem,
  CLOSED_PANELS,
  isOverlayShown,
  type PanelState,
  type SelectorList,
} from '@/domain/ui/panel-state';
import { type PanelAction, reducePanels } from '@/domain/ui/panels';
import { rememberedSizeLabel, rememberSizeLabel, type SizeLabels } from '@/domain/ui/size-labels';
import { type Cancel, Scheduler } from './scheduler.port';
import { PageLoadingBar } from './page-loading-bar';
import { TimedFlag } from './timed-flag';

/** What `UiStore.toJSON` writes and `hydrate` reads (ARCHITECTURE §8). */
export interface UiState {
  readonly panels: PanelState;
  readonly sizeLabels: SizeLabels;
  readonly headerStuck: boolean;
}

/**
 * The interface state of SPEC §3 and the §4 panel rules in one place: panels, menus, modals,
 * the overlay, the sticky header, the icon animations and the page loading bar. The rules are
 * the pure reducer `reducePanels`; this store adds the timers, through the Scheduler port.
 */
@injectable()
export class UiStore {
  panels: PanelState = CLOSED_PANELS;
  sizeLabels: SizeLabels = {};
  isHeaderStuck = false;
  /** The named query the open filter sidebar filters; the search page's when unnamed. */
  filterQueryName: string | undefined = undefined;
  private readonly cartIcon: TimedFlag;
  private readonly wishlistIcon: TimedFlag;
  private readonly loadingBarRun: PageLoadingBar;
  private miniCartClose: Cancel | undefined;

  constructor(@inject(Scheduler) private readonly scheduler: Scheduler) {
    this.cartIcon = new TimedFlag(scheduler, CART_ICON_ANIMATION_MS);
    this.wishlistIcon = new TimedFlag(scheduler, WISHLIST_ICON_ANIMATION_MS);
    this.loadingBarRun = new PageLoadingBar(scheduler);
    makeAutoObservable<
      this,
      'scheduler' | 'cartIcon' | 'wishlistIcon' | 'loadingBarRun' | 'miniCartClose'
    >(
      this,
      {
        panels: observable.ref,
        sizeLabels: observable.ref,
        scheduler: false,
        cartIcon: false,
        wishlistIcon: false,
        loadingBarRun: false,
        miniCartClose: false,
      },
      { autoBind: true },
    );
  }

  // —— What is open ——

  get isOverlayShown(): boolean {
    return isOverlayShown(this.panels);
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
    return this.cartIcon.isOn;
  }
  get isWishlistIconAnimating(): boolean {
    return this.wishlistIcon.isOn;
  }
  get loadingBar(): LoadingBarState {
    return this.loadingBarRun.state;
  }

  // —— Opening and closing (SPEC §4 Panels) ——

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
  /**
   * SPEC §4: an add to cart opens the mini cart on the added item; it closes itself and the
   * overlay after 2 s. Another add restarts the 2 s. The cart icon animates too.
   */
  showAddedToCart(added: AddedItem): void {
    this.apply({
      type: 'showAddedToCart',
      added: { item: added.item, productName: added.productName },
    });
    this.miniCartClose = this.scheduler.after(MINI_CART_AUTO_CLOSE_MS, this.closeMiniCart);
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
  /** Opens the filter and sort sidebar for a list's named query (SPEC §2 Filter and sort). */
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
  /** SPEC §4: a click outside closes the selector lists. */
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
  /** SPEC §4: hiding the overlay (a click on it) closes everything. */
  hideOverlay(): void {
    this.apply({ type: 'hideOverlay' });
  }
  /** SPEC §4: call on every change of path; closes the sidebar, desktop submenu and overlay. */
  routeChanged(): void {
    this.apply({ type: 'routeChanged' });
  }
  /** SPEC §4: the Escape key. */
  escape(): void {
    this.apply({ type: 'escape' });
  }

  // —— Sizes, header, animations, loading bar ——

  /** SPEC §4 Product size selection: the size label chosen for a product, remembered. */
  selectedSizeLabel(productId: string): string | undefined {
    return rememberedSizeLabel(this.sizeLabels, productId);
  }
  selectSizeLabel(productId: string, label: string): void {
    this.sizeLabels = rememberSizeLabel(this.sizeLabels, productId, label);
  }
  /** SPEC §2 Header: call with the page's scroll offset; the header sticks from 200px. */
  scrolled(scrollY: number): void {
    this.isHeaderStuck = isHeaderStuck(scrollY);
  }
  /** SPEC §4 Animations: the cart icon animates 2 s on a cart change. */
  animateCartIcon(): void {
    this.cartIcon.trigger();
  }
  /** SPEC §4 Animations: the wishlist icon animates 0.5 s. */
  animateWishlistIcon(): void {
    this.wishlistIcon.trigger();
  }
  /** SPEC §4 Animations: a page starts loading; the bar shows if it takes over 200 ms. */
  startLoading(): void {
    this.loadingBarRun.start();
  }
  /** SPEC §4 Animations: the page has loaded; the bar hides 500 ms later. */
  finishLoading(): void {
    this.loadingBarRun.finish();
  }

  // —— Hydration (ARCHITECTURE §8) ——

  toJSON(): UiState {
    return { panels: this.panels, sizeLabels: this.sizeLabels, headerStuck: this.isHeaderStuck };
  }

  /** Takes over a written state; an open mini cart gets its 2 s again. */
  hydrate(state: UiState): void {
    this.setPanels({ ...CLOSED_PANELS, ...state.panels });
    if (this.panels.miniCart) {
      this.miniCartClose = this.scheduler.after(MINI_CART_AUTO_CLOSE_MS, this.closeMiniCart);
    }
    this.sizeLabels = { ...state.sizeLabels };
    this.isHeaderStuck = state.headerStuck;
  }

  private apply(action: PanelAction): void {
    this.setPanels(reducePanels(this.panels, action));
  }

  /** Every change of panels passes here: a mini cart that is gone or replaced loses its timer. */
  private setPanels(next: PanelState): void {
    if (next.miniCart !== this.panels.miniCart) {
      this.miniCartClose?.();
      this.miniCartClose = undefined;
    }
    this.panels = next;
  }
}
