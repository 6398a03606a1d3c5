import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartStore } from '@/application/cart/cart.store';
import { ProductCardViewModelFactory } from '@/application/catalogue/product-card-view-model.factory';
import { ADD_TO_CART_ANIMATION_MS } from '@/domain/stock/product-list-button';
import type { SearchItem } from '@/domain/search/search-item';
import { cartShop, searchedItems, type CartShop } from '../../support/cart-shop';

describe('ProductCardViewModel (docs/product.md#product-list-item)', () => {
  let shop: CartShop;
  let models: ProductCardViewModelFactory;
  let items: readonly SearchItem[];

  beforeEach(async () => {
    vi.useFakeTimers();
    shop = await cartShop();
    models = shop.container.get(ProductCardViewModelFactory);
    items = await searchedItems(shop);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** An item with several variants, each with at least two in stock. */
  function severalVariants(): SearchItem {
    const found = items.find(
      (item) => item.variants.length >= 2 && item.variants.every(({ quantity }) => quantity >= 2),
    );
    if (!found) throw new Error('No item with several variants in stock');
    return found;
  }

  it('shows the selected variant, then the one a swatch chose, keeping the quantity', () => {
    const item = severalVariants();
    const other = item.variants.find(({ id }) => id !== item.selectedVariantId);
    const model = models.create(item);
    expect(model.variant?.id).toBe(item.selectedVariantId);
    model.purchase.increment();
    model.chooseVariant(other?.id ?? '');
    expect(model.variant).toBe(other);
    expect(model.purchase.quantity).toBe(2);
  });

  it('adds the shown variant, reads added for 2 s, then starts again at 1', async () => {
    const item = severalVariants();
    const model = models.create(item);
    model.purchase.increment();
    await expect(model.purchase.add()).resolves.toBe(true);
    const itemId = model.variant?.customFields.centraItemId ?? '';
    expect(shop.container.get(CartStore).quantityInCart(itemId)).toBe(2);
    expect(model.purchase.justAdded).toBe(true);
    vi.advanceTimersByTime(ADD_TO_CART_ANIMATION_MS - 1);
    expect(model.purchase.quantity).toBe(2);
    vi.advanceTimersByTime(1);
    expect(model.purchase.justAdded).toBe(false);
    expect(model.purchase.quantity).toBe(1);
  });

  it('stops its timer when disposed', async () => {
    const model = models.create(severalVariants());
    await model.purchase.add();
    model.dispose();
    vi.advanceTimersByTime(ADD_TO_CART_ANIMATION_MS);
    expect(model.purchase.justAdded).toBe(true);
  });
});
