import { reaction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { UiStore, type UiState } from '@/application/shared/ui.store';
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

  describe('hydration (docs/product.md#interface-state, docs/architecture.md#stores)', () => {
    it('writes its state to JSON and reads it back on a fresh store', () => {
      const a = newStore();
      a.openDesktopSubmenu('home');
      a.openImageBar('plates');
      a.openProductPopup('item-9');
      a.openSizeGuide('item-3');
      a.toggleSelectorList('market');
      const written = JSON.parse(JSON.stringify(a.toJSON())) as UiState;
      const b = newStore();
      b.hydrate(written);
      expect(b.toJSON()).toEqual(a.toJSON());
      expect([b.desktopSubmenu, b.imageBar, b.productPopupItemId]).toEqual([
        'home',
        'plates',
        'item-9',
      ]);
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
