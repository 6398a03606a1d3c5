import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartStore } from '@/application/cart/cart.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { HeaderFeedbackStore } from '@/application/shared/header-feedback.store';
import { UiStore } from '@/application/shared/ui.store';
import {
  WishlistPageStore,
  type WishlistCartLine,
  type WishlistPageState,
} from '@/application/wishlist/wishlist-page.store';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import { AddToCart } from '@/application/cart/add-to-cart';
import { WISHLIST_ICON_ANIMATION_MS } from '@/domain/ui/header';
import type { SearchItem, Variant } from '@/domain/search/search-item';
import { cartShop, searchedItems, type CartShop } from '../../support/cart-shop';

describe('WishlistPageStore (docs/product.md#wishlist)', () => {
  let shop: CartShop;
  let page: WishlistPageStore;
  let wishlist: WishlistStore;
  let items: readonly SearchItem[];

  beforeEach(async () => {
    vi.useFakeTimers();
    shop = await cartShop();
    page = shop.container.get(WishlistPageStore);
    wishlist = shop.container.get(WishlistStore);
    items = await searchedItems(shop);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A product (search item) with at least `count` variants, each in stock and one-size. */
  function product(count: number, skip = 0): { item: SearchItem; ids: string[] } {
    const found = items.filter(
      (item) =>
        item.variants.length >= count &&
        item.variants.every((variant) => variant.quantity >= 2 && variant.size.length <= 1),
    )[skip];
    if (!found) throw new Error(`No product with ${count} variants in stock`);
    return { item: found, ids: found.variants.map(({ id }) => id) };
  }

  const variantOf = (item: SearchItem, id: string): Variant => {
    const variant = item.variants.find((entry) => entry.id === id);
    if (!variant) throw new Error(`No variant ${id}`);
    return variant;
  };

  const lineOf = (item: SearchItem, id: string): WishlistCartLine => {
    const variant = variantOf(item, id);
    return {
      itemId: variant.customFields.centraItemId,
      stock: variant.quantity,
      productName: item.title,
    };
  };

  it('shows the first variant still wished for, or the first before anything is wished', () => {
    const { ids } = product(3);
    const [first, second, third] = ids as [string, string, string];
    expect(page.shownVariant(ids)).toBe(first);
    wishlist.toggle(third);
    wishlist.toggle(second);
    expect(page.shownVariant(ids)).toBe(second);
    expect(page.shownVariant([])).toBeUndefined();
  });

  describe('toggle', () => {
    it('removes the shown variant, animates the icon and switches to the other wished variant', () => {
      const { ids } = product(2);
      const [a, b] = ids as [string, string];
      wishlist.toggle(a);
      wishlist.toggle(b);
      page.toggle(ids, a);
      expect(wishlist.has(a)).toBe(false);
      expect(page.shownVariant(ids)).toBe(b);
      const header = shop.container.get(HeaderFeedbackStore);
      expect(header.isWishlistIconAnimating).toBe(true);
      vi.advanceTimersByTime(WISHLIST_ICON_ANIMATION_MS);
      expect(header.isWishlistIconAnimating).toBe(false);
    });

    it('two wished variants swap back when the other is toggled', () => {
      const { ids } = product(2);
      const [a, b] = ids as [string, string];
      wishlist.toggle(a);
      wishlist.toggle(b);
      page.toggle(ids, a);
      page.toggle(ids, a);
      expect(wishlist.has(a)).toBe(true);
      expect(page.shownVariant(ids)).toBe(b);
      page.toggle(ids, b);
      expect(page.shownVariant(ids)).toBe(a);
    });

    it('skips variants not wished for, in the product order', () => {
      const { ids } = product(3);
      const [a, b, c] = ids as [string, string, string];
      wishlist.toggle(a);
      wishlist.toggle(c);
      page.toggle(ids, a);
      expect(page.shownVariant(ids)).toBe(c);
      expect(wishlist.has(b)).toBe(false);
    });

    it('keeps the variant when no other of the product is wished for', () => {
      const { ids } = product(2);
      const [a] = ids as [string];
      wishlist.toggle(a);
      page.toggle(ids, a);
      expect(wishlist.has(a)).toBe(false);
      expect(page.shownVariant(ids)).toBe(a);
    });

    it("leaves other products' cards as they were", () => {
      const one = product(2);
      const other = product(2, 1);
      const [a, b] = one.ids as [string, string];
      const [c, d] = other.ids as [string, string];
      for (const id of [a, b, c, d]) wishlist.toggle(id);
      page.toggle(other.ids, c);
      page.toggle(one.ids, a);
      expect(page.shownVariant(one.ids)).toBe(b);
      expect(page.shownVariant(other.ids)).toBe(d);
    });
  });

  describe('add to cart (through the AddToCart use case, not on the checkout route)', () => {
    it('adds the shown variant, takes it off the wishlist and switches to the other', async () => {
      const { item, ids } = product(2);
      const [a, b] = ids as [string, string];
      wishlist.toggle(a);
      wishlist.toggle(b);
      const line = lineOf(item, a);
      await expect(page.addToCart(ids, a, { ...line, quantity: 2 })).resolves.toBe(true);
      expect(shop.container.get(CartStore).quantityInCart(line.itemId)).toBe(2);
      expect(shop.container.get(UiStore).miniCartItem).toEqual({
        item: line.itemId,
        productName: item.title,
      });
      expect(wishlist.has(a)).toBe(false);
      expect(wishlist.has(b)).toBe(true);
      expect(page.shownVariant(ids)).toBe(b);
    });

    it('shows the over-stock error and switches nothing when the add is refused', async () => {
      const { item, ids } = product(2);
      const [a, b] = ids as [string, string];
      wishlist.toggle(a);
      wishlist.toggle(b);
      const line = lineOf(item, a);
      await shop.container.get(CartStore).addItem(line.itemId, line.stock);
      await expect(page.addToCart(ids, a, line)).resolves.toBe(false);
      expect(shop.container.get(NotificationStore).toasts).toEqual([
        expect.objectContaining({
          title: 'Add_To_Cart_Error_Title',
          message: 'Add_To_Cart_Error_Message',
        }),
      ]);
      expect(wishlist.has(a)).toBe(true);
      expect(page.shownVariant(ids)).toBe(a);
    });
  });

  describe('state', () => {
    it('writes which variant each card shows to JSON and reads it back into a fresh store', () => {
      const one = product(2);
      const other = product(2, 1);
      for (const id of [...one.ids, ...other.ids]) wishlist.toggle(id);
      page.toggle(one.ids, one.ids[0] ?? '');
      const state = JSON.parse(JSON.stringify(page.toJSON())) as WishlistPageState;
      const fresh = new WishlistPageStore(
        wishlist,
        shop.container.get(AddToCart),
        shop.container.get(HeaderFeedbackStore),
      );
      fresh.hydrate(state);
      expect(fresh.toJSON()).toEqual(page.toJSON());
      expect(fresh.shownVariant(one.ids)).toBe(one.ids[1]);
      expect(fresh.shownVariant(other.ids)).toBe(page.shownVariant(other.ids));
    });

    it('is one store per container', () => {
      expect(shop.container.get(WishlistPageStore)).toBe(page);
    });
  });
});
