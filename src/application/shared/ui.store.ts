import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import {
  type AddedItem,
  CLOSED_PANELS,
  isOverlayShown,
  isShopperPanelOpen,
  type PanelState,
  type SelectorList,
} from '@/domain/ui/panel-state';
import { type PanelAction, reducePanels, MINI_CART_AUTO_CLOSE_MS } from '@/domain/ui/panels';
import { HeaderFeedbackStore } from './header-feedback.store';
import { Scheduler } from './scheduler.port';
import { Timer } from './timer';

/** What `UiStore.toJSON` writes and `hydrate` reads (docs/architecture.md#server-rendering). */
export interface UiState {
  readonly panels: PanelState;
}

/**
 * The interface's panels (docs/product.md#interface-state): which panel, menu, modal or popup is
 * open, and the overlay behind them. The panel rules (docs/product.md#panels) are the pure
 * `reducePanels`; this store adds the mini cart's timer, through the Scheduler port. The header's
 * own state is `HeaderFeedbackStore`'s, the loading bar `LoadingBarStore`'s, the sizes chosen
 * `SizeChoiceStore`'s.
 */
@injectable()
export class UiStore {
  panels: PanelState = CLOSED_PANELS;
  /** The named query the open filter sidebar filters; the search page's when unnamed. */
  filterQueryName: string | undefined = undefined;
  private readonly miniCartClose: Timer;

  constructor(
    @inject(Scheduler) scheduler: Scheduler,
    @inject(HeaderFeedbackStore)
    private readonly header: HeaderFeedbackStore = new HeaderFeedbackStore(scheduler),
  ) {
    this.miniCartClose = new Timer(scheduler, MINI_CART_AUTO_CLOSE_MS, () => this.closeMiniCart());
    makeAutoObservable<this, 'miniCartClose' | 'header'>(
      this,
      { panels: observable.ref, miniCartClose: false, header: false },
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
   * Opens the mini cart on the added item, closing after 2 s (docs/product.md#panels), and sets
   * the header's cart icon going (docs/product.md#animations).
   */
  showAddedToCart(added: AddedItem): void {
    this.apply({
      type: 'showAddedToCart',
      added: { item: added.item, productName: added.productName },
    });
    this.miniCartClose.start();
    this.header.animateCartIcon();
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

  toJSON(): UiState {
    return { panels: this.panels };
  }

  /** Takes over a written state; an open mini cart gets its 2 s again. */
  hydrate(state: UiState): void {
    this.setPanels({ ...CLOSED_PANELS, ...state.panels });
    if (this.panels.miniCart) this.miniCartClose.start();
  }

  private apply(action: PanelAction): void {
    this.setPanels(reducePanels(this.panels, action));
  }

  /** Every change of panels passes here: a mini cart that is gone or replaced loses its timer. */
  private setPanels(next: PanelState): void {
    if (next.miniCart !== this.panels.miniCart) this.miniCartClose.cancel();
    this.panels = next;
  }
}
