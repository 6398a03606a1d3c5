import { reaction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { UiStore, type UiState } from '@/application/shared/ui.store';
import { CART_ICON_ANIMATION_MS, WISHLIST_ICON_ANIMATION_MS } from '@/domain/ui/header';
import { LOADING_BAR } from '@/domain/ui/loading-bar';
import { MINI_CART_AUTO_CLOSE_MS } from '@/domain/ui/panels';
import { CLOSED_PANELS } from '@/domain/ui/panel-state';
import { testContainer } from '../../support/test-container';

const plate = { item: 'item-1', productName: 'Plate' };
const bowl = { item: 'item-2', productName: 'Bowl' };

function newStore(): UiStore {
  return new UiStore(new TimerScheduler());
}

describe('UiStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is one singleton per container', async () => {
    const container = await testContainer();
    const ui = container.get(UiStore);
    ui.openCart();
    expect(container.get(UiStore)).toBe(ui);
    expect(container.get(UiStore).isCartOpen).toBe(true);
    expect((await testContainer()).get(UiStore).isCartOpen).toBe(false);
  });

  describe('panels (docs/product.md#panels)', () => {
    it('starts with everything closed', () => {
      const ui = newStore();
      expect(ui.panels).toEqual(CLOSED_PANELS);
      expect(ui.isOverlayShown).toBe(false);
    });

    it('closes the competing panel when another opens', () => {
      const ui = newStore();
      ui.openSearch();
      ui.openCart();
      expect([ui.isSearchOpen, ui.isCartOpen]).toEqual([false, true]);
      ui.openSidebar();
      expect([ui.isCartOpen, ui.isSidebarOpen]).toEqual([false, true]);
      ui.openAccountDropdown();
      expect([ui.isSidebarOpen, ui.isAccountDropdownOpen]).toEqual([false, true]);
      ui.openDesktopSubmenu('home');
      expect([ui.isAccountDropdownOpen, ui.desktopSubmenu]).toEqual([false, 'home']);
      ui.openSearch();
      expect([ui.desktopSubmenu, ui.isSearchOpen]).toEqual([undefined, true]);
      ui.openFilter();
      expect([ui.isSearchOpen, ui.isFilterOpen]).toEqual([false, true]);
    });

    it('shows the overlay with the cart, and hides it when the cart closes', () => {
      const ui = newStore();
      const seen: boolean[] = [];
      const stop = reaction(
        () => ui.isOverlayShown,
        (shown) => seen.push(shown),
      );
      ui.openCart();
      expect(ui.isOverlayShown).toBe(true);
      ui.closeCart();
      stop();
      expect(seen).toEqual([true, false]);
    });

    it('closes everything when the overlay hides', () => {
      const ui = newStore();
      ui.openDesktopSubmenu('home');
      ui.openImageBar('plates');
      ui.toggleFilterMenu('colour');
      ui.openModal('live-show');
      ui.openProductPopup('item-9');
      ui.openSizeGuide('item-3');
      ui.openRestockModal('item-4');
      ui.openMembershipModal();
      ui.hideOverlay();
      expect(ui.panels).toEqual(CLOSED_PANELS);
      expect(ui.isOverlayShown).toBe(false);
    });

    it('closes the sidebar, the desktop submenu and the overlay on a route change', () => {
      const ui = newStore();
      ui.openSidebar();
      ui.routeChanged();
      expect(ui.isSidebarOpen).toBe(false);
      ui.openDesktopSubmenu('home');
      ui.openImageBar('plates');
      ui.routeChanged();
      expect([ui.desktopSubmenu, ui.imageBar, ui.isOverlayShown]).toEqual([
        undefined,
        undefined,
        false,
      ]);
    });

    it('closes the listed panels on Escape and keeps the modals opened by id', () => {
      const ui = newStore();
      ui.openRestockModal('item-4');
      ui.openMembershipModal();
      ui.toggleSelectorList('market');
      ui.openCart();
      ui.toggleSelectorList('language');
      ui.escape();
      expect([ui.isCartOpen, ui.isMembershipModalOpen, ui.selectorList]).toEqual([
        false,
        false,
        undefined,
      ]);
      expect(ui.restockModalItemId).toBe('item-4');
      expect(ui.isOverlayShown).toBe(true);
      ui.closeRestockModal();
      expect(ui.isOverlayShown).toBe(false);
    });

    it('closes the selector lists on a click outside', () => {
      const ui = newStore();
      ui.openSidebar();
      ui.toggleSelectorList('language');
      ui.clickedOutside();
      expect(ui.selectorList).toBeUndefined();
      expect(ui.isSidebarOpen).toBe(true);
    });

    it('opens and closes the search, membership modal, size guide and restock modal', () => {
      const ui = newStore();
      ui.openSearch();
      ui.openMembershipModal();
      ui.openSizeGuide('item-3');
      ui.openRestockModal('item-4');
      expect([ui.isSearchOpen, ui.isMembershipModalOpen]).toEqual([true, true]);
      expect([ui.sizeGuideItemId, ui.restockModalItemId]).toEqual(['item-3', 'item-4']);
      ui.closeSearch();
      ui.closeMembershipModal();
      ui.closeSizeGuide();
      ui.closeRestockModal();
      expect(ui.panels).toEqual(CLOSED_PANELS);
    });

    it('shows the image bar only inside an open desktop submenu, and closes it with it', () => {
      const ui = newStore();
      ui.openImageBar('plates');
      expect(ui.imageBar).toBeUndefined();
      ui.openDesktopSubmenu('home');
      ui.openImageBar('plates');
      expect(ui.imageBar).toBe('plates');
      ui.closeDesktopSubmenu();
      expect(ui.imageBar).toBeUndefined();
    });

    it('folds and unfolds a filter menu, which closes with the filter sidebar', () => {
      const ui = newStore();
      ui.openFilter();
      ui.toggleFilterMenu('colour');
      expect(ui.filterMenu).toBe('colour');
      ui.toggleFilterMenu('colour');
      expect(ui.filterMenu).toBeUndefined();
      ui.toggleFilterMenu('size');
      ui.closeFilter();
      expect([ui.isFilterOpen, ui.filterMenu]).toEqual([false, undefined]);
    });
  });

  describe('mini cart (docs/product.md#panels)', () => {
    it('shows the added item with the overlay and closes both after 2 s', () => {
      const ui = newStore();
      ui.openSearch();
      ui.showAddedToCart(plate);
      expect(ui.miniCartItem).toEqual(plate);
      expect([ui.isSearchOpen, ui.isOverlayShown]).toEqual([false, true]);
      vi.advanceTimersByTime(MINI_CART_AUTO_CLOSE_MS - 1);
      expect(ui.isMiniCartOpen).toBe(true);
      vi.advanceTimersByTime(1);
      expect([ui.isMiniCartOpen, ui.isOverlayShown]).toEqual([false, false]);
    });

    it('restarts the 2 s when another add re-opens it', () => {
      const ui = newStore();
      ui.showAddedToCart(plate);
      vi.advanceTimersByTime(1500);
      ui.showAddedToCart(bowl);
      vi.advanceTimersByTime(1500);
      expect(ui.miniCartItem).toEqual(bowl);
      vi.advanceTimersByTime(500);
      expect(ui.isMiniCartOpen).toBe(false);
    });

    it('drops the pending close when the mini cart is closed first, so a later add gets 2 s', () => {
      const ui = newStore();
      ui.showAddedToCart(plate);
      vi.advanceTimersByTime(500);
      ui.escape();
      expect(vi.getTimerCount()).toBe(1); // only the cart-icon animation is left
      vi.advanceTimersByTime(500);
      ui.showAddedToCart(bowl);
      vi.advanceTimersByTime(1500);
      expect(ui.miniCartItem).toEqual(bowl);
      vi.advanceTimersByTime(500);
      expect(ui.isMiniCartOpen).toBe(false);
    });

    it('leaves the cart open when the cart replaces a mini cart that was closing', () => {
      const ui = newStore();
      ui.showAddedToCart(plate);
      ui.openCart();
      expect(ui.isMiniCartOpen).toBe(false);
      vi.advanceTimersByTime(MINI_CART_AUTO_CLOSE_MS);
      expect([ui.isCartOpen, ui.isOverlayShown]).toEqual([true, true]);
    });
  });

  describe('header and animations (docs/product.md#animations)', () => {
    it('sticks the header from 200px of scroll', () => {
      const ui = newStore();
      ui.scrolled(199);
      expect(ui.isHeaderStuck).toBe(false);
      ui.scrolled(200);
      expect(ui.isHeaderStuck).toBe(true);
      ui.scrolled(0);
      expect(ui.isHeaderStuck).toBe(false);
    });

    it('animates the cart icon 2 s from the last cart change, starting with an add', () => {
      const ui = newStore();
      ui.showAddedToCart(plate);
      expect(ui.isCartIconAnimating).toBe(true);
      vi.advanceTimersByTime(1000);
      ui.animateCartIcon();
      vi.advanceTimersByTime(CART_ICON_ANIMATION_MS - 1);
      expect(ui.isCartIconAnimating).toBe(true);
      vi.advanceTimersByTime(1);
      expect(ui.isCartIconAnimating).toBe(false);
    });

    it('animates the wishlist icon 0.5 s', () => {
      const ui = newStore();
      ui.animateWishlistIcon();
      expect(ui.isWishlistIconAnimating).toBe(true);
      vi.advanceTimersByTime(WISHLIST_ICON_ANIMATION_MS - 1);
      expect(ui.isWishlistIconAnimating).toBe(true);
      vi.advanceTimersByTime(1);
      expect(ui.isWishlistIconAnimating).toBe(false);
    });
  });

  describe('page loading bar (docs/product.md#animations)', () => {
    it('shows after 200 ms, fills over about 5 s and hides 500 ms after the finish', () => {
      const ui = newStore();
      ui.startLoading();
      vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
      expect(ui.loadingBar.visible).toBe(false);
      vi.advanceTimersByTime(1);
      expect(ui.loadingBar).toEqual({ visible: true, progress: 0 });
      vi.advanceTimersByTime(LOADING_BAR.durationMs / 2);
      expect(ui.loadingBar.progress).toBe(50);
      vi.advanceTimersByTime(LOADING_BAR.durationMs);
      expect(ui.loadingBar).toEqual({ visible: true, progress: 100 });
      expect(vi.getTimerCount()).toBe(0);
      ui.finishLoading();
      vi.advanceTimersByTime(LOADING_BAR.hideAfterMs - 1);
      expect(ui.loadingBar).toEqual({ visible: true, progress: 100 });
      vi.advanceTimersByTime(1);
      expect(ui.loadingBar).toEqual({ visible: false, progress: 0 });
    });

    it('fills a bar that finishes early, then hides it', () => {
      const ui = newStore();
      ui.startLoading();
      vi.advanceTimersByTime(LOADING_BAR.throttleMs + 1000);
      expect(ui.loadingBar.progress).toBe(20);
      ui.finishLoading();
      vi.advanceTimersByTime(100);
      expect(ui.loadingBar).toEqual({ visible: true, progress: 100 });
      vi.advanceTimersByTime(LOADING_BAR.hideAfterMs);
      expect(ui.loadingBar.visible).toBe(false);
    });

    it('never shows for a load that finishes within the 200 ms throttle', () => {
      const ui = newStore();
      ui.startLoading();
      vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
      ui.finishLoading();
      vi.advanceTimersByTime(LOADING_BAR.durationMs);
      expect(ui.loadingBar).toEqual({ visible: false, progress: 0 });
      expect(vi.getTimerCount()).toBe(0);
    });

    it('keeps showing when a new load starts while the last one is hiding', () => {
      const ui = newStore();
      ui.startLoading();
      vi.advanceTimersByTime(LOADING_BAR.throttleMs + 1000);
      ui.finishLoading();
      vi.advanceTimersByTime(LOADING_BAR.hideAfterMs - 100);
      ui.startLoading();
      expect(ui.loadingBar).toEqual({ visible: true, progress: 0 });
      vi.advanceTimersByTime(100);
      expect(ui.loadingBar.visible).toBe(true);
      vi.advanceTimersByTime(LOADING_BAR.throttleMs - 100 + 1000);
      expect(ui.loadingBar).toEqual({ visible: true, progress: 20 });
    });
  });

  describe('sizes and hydration (docs/product.md#interface-state, docs/architecture.md#stores)', () => {
    it('remembers the size label chosen for each product', () => {
      const ui = newStore();
      ui.selectSizeLabel('p1', '50x70');
      ui.selectSizeLabel('p2', 'M');
      ui.selectSizeLabel('p1', '70x100');
      expect(ui.selectedSizeLabel('p1')).toBe('70x100');
      expect(ui.selectedSizeLabel('p2')).toBe('M');
      expect(ui.selectedSizeLabel('p3')).toBeUndefined();
    });

    it('writes its state to JSON and reads it back on a fresh store', () => {
      const a = newStore();
      a.openDesktopSubmenu('home');
      a.openImageBar('plates');
      a.openProductPopup('item-9');
      a.openSizeGuide('item-3');
      a.toggleSelectorList('market');
      a.selectSizeLabel('p1', '50x70');
      a.scrolled(500);
      const written = JSON.parse(JSON.stringify(a.toJSON())) as UiState;
      const b = newStore();
      b.hydrate(written);
      expect(b.toJSON()).toEqual(a.toJSON());
      expect(b.selectedSizeLabel('p1')).toBe('50x70');
      expect([b.desktopSubmenu, b.imageBar, b.isHeaderStuck]).toEqual(['home', 'plates', true]);
    });

    it('gives a hydrated mini cart its 2 s to close', () => {
      const a = newStore();
      a.showAddedToCart(plate);
      const b = newStore();
      b.hydrate(JSON.parse(JSON.stringify(a.toJSON())) as UiState);
      expect(b.miniCartItem).toEqual(plate);
      vi.advanceTimersByTime(MINI_CART_AUTO_CLOSE_MS);
      expect([b.isMiniCartOpen, b.isOverlayShown]).toEqual([false, false]);
    });
  });
});

describe('UiStore filter sidebar target', () => {
  it('remembers which named query the filter sidebar was opened for', () => {
    const ui = new UiStore(new TimerScheduler());
    ui.openFilter('category:servering/tallrikar');
    expect(ui.isFilterOpen).toBe(true);
    expect(ui.filterQueryName).toBe('category:servering/tallrikar');
    ui.closeFilter();
    ui.openFilter();
    expect(ui.filterQueryName).toBeUndefined();
  });
});
