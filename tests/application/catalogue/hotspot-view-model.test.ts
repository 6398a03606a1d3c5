import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import type { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { CartStore } from '@/application/cart/cart.store';
import { HotspotViewModelFactory } from '@/application/catalogue/hotspot-view-model.factory';
import type { HotspotState } from '@/application/catalogue/hotspot-view-model';
import { NotificationStore } from '@/application/shared/notification.store';
import { UiStore } from '@/application/shared/ui.store';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import type { SearchItem, Variant } from '@/domain/search/search-item';
import { cartShop, searchedItems, type CartShop } from '../../support/cart-shop';

describe('HotspotViewModel (docs/product.md#hero-hotspot)', () => {
  let shop: CartShop;
  let models: HotspotViewModelFactory;
  let items: readonly SearchItem[];

  beforeEach(async () => {
    vi.useFakeTimers();
    shop = await cartShop();
    models = shop.container.get(HotspotViewModelFactory);
    items = await searchedItems(shop);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A search item whose shown variant is one-size with a stock that passes `stocked`. */
  function itemWith(stocked: (stock: number) => boolean): SearchItem {
    const found = items.find((item) => {
      const shown = item.variants.find(({ id }) => id === item.selectedVariantId);
      return shown !== undefined && shown.size.length <= 1 && stocked(shown.quantity);
    });
    if (!found) throw new Error('The seeded search index has no such item');
    return found;
  }

  const shownOf = (item: SearchItem): Variant => {
    const shown = item.variants.find(({ id }) => id === item.selectedVariantId);
    if (!shown) throw new Error('No shown variant');
    return shown;
  };

  /** An item with several variants, each in stock. */
  function severalVariants(): SearchItem {
    const found = items.find(
      (item) => item.variants.length >= 2 && item.variants.every(({ quantity }) => quantity > 0),
    );
    if (!found) throw new Error('No item with several variants in stock');
    return found;
  }

  const otherThanShown = (item: SearchItem): Variant => {
    const other = item.variants.find(({ id }) => id !== item.selectedVariantId);
    if (!other) throw new Error('No other variant');
    return other;
  };

  it('is made per hotspot, not shared', () => {
    const item = itemWith((stock) => stock > 0);
    expect(models.create(item)).not.toBe(models.create(item));
  });

  describe('quantity', () => {
    it('starts at 0 and cannot go below 0', () => {
      const model = models.create(itemWith((stock) => stock >= 2));
      expect(model.quantity).toBe(0);
      expect(model.quantityButtons).toEqual({ plusDisabled: false, minusDisabled: true });
      model.decrement();
      expect(model.quantity).toBe(0);
      model.increment();
      model.increment();
      expect(model.quantity).toBe(2);
      expect(model.quantityButtons.minusDisabled).toBe(false);
      model.decrement();
      model.decrement();
      model.decrement();
      expect(model.quantity).toBe(0);
    });

    it('stops plus where one more would pass the stock, counting the cart', async () => {
      const item = itemWith((stock) => stock >= 2 && stock <= 8);
      const shown = shownOf(item);
      await shop.container.get(CartStore).addItem(shown.customFields.centraItemId, 1);
      const model = models.create(item);
      for (let step = 0; step < shown.quantity + 3; step += 1) model.increment();
      expect(model.quantity).toBe(shown.quantity - 1);
      expect(model.quantityButtons.plusDisabled).toBe(true);
    });

    it('offers no plus for a sold-out variant', () => {
      const model = models.create(itemWith((stock) => stock === 0));
      model.increment();
      expect(model.quantity).toBe(0);
      expect(model.quantityButtons.plusDisabled).toBe(true);
    });
  });

  describe('add to cart (through the AddToCart use case)', () => {
    it('asks nothing while the quantity is 0', async () => {
      const model = models.create(itemWith((stock) => stock > 0));
      const add = vi.spyOn(shop.gateway, 'addItem');
      expect(model.canAddToCart).toBe(false);
      await expect(model.addToCart()).resolves.toBe(false);
      expect(add).not.toHaveBeenCalled();
      expect(shop.container.get(UiStore).isMiniCartOpen).toBe(false);
    });

    it('adds the chosen variant in the chosen quantity, then starts again at 0', async () => {
      const item = itemWith((stock) => stock >= 2);
      const shown = shownOf(item);
      const wishlist = shop.container.get(WishlistStore);
      wishlist.toggle(shown.id);
      const model = models.create(item);
      model.increment();
      model.increment();
      expect(model.canAddToCart).toBe(true);
      const adding = model.addToCart();
      expect(model.isAdding).toBe(true);
      await expect(model.addToCart()).resolves.toBe(false);
      await expect(adding).resolves.toBe(true);
      const itemId = shown.customFields.centraItemId;
      expect(shop.container.get(CartStore).quantityInCart(itemId)).toBe(2);
      expect(shop.container.get(UiStore).miniCartItem).toEqual({
        item: itemId,
        productName: item.title,
      });
      expect(wishlist.has(shown.id)).toBe(false);
      expect(
        shop.container.get<MemoryAnalyticsSink>(AnalyticsSink).events.map(({ event }) => event),
      ).toContain('addToCart');
      expect(model.quantity).toBe(0);
      expect(model.isAdding).toBe(false);
    });

    it('keeps the wishlist on the checkout route', async () => {
      const item = itemWith((stock) => stock > 0);
      const wishlist = shop.container.get(WishlistStore);
      wishlist.toggle(item.selectedVariantId);
      const model = models.create(item);
      model.increment();
      await expect(model.addToCart({ onCheckoutRoute: true })).resolves.toBe(true);
      expect(wishlist.has(item.selectedVariantId)).toBe(true);
    });

    it('shows the over-stock error and keeps the quantity when the cart took the stock meanwhile', async () => {
      const item = itemWith((stock) => stock >= 1);
      const shown = shownOf(item);
      const model = models.create(item);
      model.increment();
      await shop.container.get(CartStore).addItem(shown.customFields.centraItemId, shown.quantity);
      expect(model.canAddToCart).toBe(false);
      await expect(model.addToCart()).resolves.toBe(false);
      expect(shop.container.get(NotificationStore).toasts).toEqual([
        expect.objectContaining({
          title: 'Add_To_Cart_Error_Title',
          message: 'Add_To_Cart_Error_Message',
        }),
      ]);
      expect(model.quantity).toBe(1);
      expect(model.isAdding).toBe(false);
    });
  });

  describe('swatches (at most 4)', () => {
    it('offers at most 4 variants, the chosen one always among them', () => {
      const item = itemWith((stock) => stock > 0);
      const shown = shownOf(item);
      const others = Array.from({ length: 5 }, (_, index) => ({ ...shown, id: `extra-${index}` }));
      const wide: SearchItem = { ...item, variants: [...others, shown] };
      const model = models.create(wide);
      expect(model.swatches.map(({ id }) => id)).toEqual([
        'extra-0',
        'extra-1',
        'extra-2',
        shown.id,
      ]);
      model.chooseVariant('extra-1');
      expect(model.swatches.map(({ id }) => id)).toEqual([
        'extra-0',
        'extra-1',
        'extra-2',
        'extra-3',
      ]);
    });

    it('starts the quantity again at 0 on another variant, and ignores an unknown one', () => {
      const item = severalVariants();
      const other = otherThanShown(item);
      const model = models.create(item);
      model.increment();
      model.chooseVariant(item.selectedVariantId);
      expect(model.quantity).toBe(1);
      model.chooseVariant('not-a-variant');
      expect(model.variantId).toBe(item.selectedVariantId);
      model.chooseVariant(other.id);
      expect(model.variant).toBe(other);
      expect(model.stock).toBe(other.quantity);
      expect(model.quantity).toBe(0);
    });
  });

  it('writes its state to JSON and reads it back into a fresh view model', () => {
    const item = severalVariants();
    const other = otherThanShown(item);
    const model = models.create(item);
    model.chooseVariant(other.id);
    model.increment();
    expect(model.quantity).toBe(1);
    const state = JSON.parse(JSON.stringify(model.toJSON())) as HotspotState;
    const fresh = models.create(item);
    fresh.hydrate(state);
    expect(fresh.toJSON()).toEqual(model.toJSON());
    expect(fresh.variant).toBe(other);
    fresh.hydrate({ variantId: 'gone', quantity: 0 });
    expect(fresh.variantId).toBe(other.id);
  });
});
