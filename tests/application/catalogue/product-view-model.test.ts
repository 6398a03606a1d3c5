import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartStore } from '@/application/cart/cart.store';
import { ContentStore } from '@/application/content/content.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { ProductViewModelFactory } from '@/application/catalogue/product-view-model.factory';
import { RestockStore } from '@/application/marketing/restock.store';
import { HeaderFeedbackStore } from '@/application/shared/header-feedback.store';
import { SizeChoiceStore } from '@/application/shared/size-choice.store';
import { UiStore } from '@/application/shared/ui.store';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import type { Product } from '@/domain/catalogue/product';
import { ADD_TO_CART_ANIMATION_MS } from '@/domain/stock/product-list-button';
import { WISHLIST_ICON_ANIMATION_MS } from '@/domain/ui/header';
import { dayOf } from '@/domain/stock/restock-date';
import { cartShop, type CartShop } from '../../support/cart-shop';

const sizesOf = (product: Product) => product.items.map((item) => item.size);

describe('ProductViewModel (docs/product.md#product-list-item, docs/product.md#product-size-selection)', () => {
  let shop: CartShop;
  let models: ProductViewModelFactory;

  beforeEach(async () => {
    vi.useFakeTimers();
    shop = await cartShop();
    models = shop.container.get(ProductViewModelFactory);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A product whose sizes are exactly `sizes` and whose stock per item passes `stocked`. */
  function productWith(sizes: readonly string[], stocked: (stocks: number[]) => boolean): Product {
    const found = shop.products.find(
      (product) =>
        sizesOf(product).join('|') === sizes.join('|') &&
        stocked(product.items.map((item) => shop.items.find((i) => i.item === item)?.stock ?? 0)),
    );
    if (!found) throw new Error(`No seeded product sized ${sizes.join(', ')}`);
    return found;
  }

  const oneSize = (stocked: (stock: number) => boolean) =>
    productWith([''], ([stock]) => stocked(stock ?? 0));

  it('is made per product, not shared', () => {
    const product = oneSize((stock) => stock > 0);
    expect(models.create(product)).not.toBe(models.create(product));
  });

  describe('size selection', () => {
    it('chooses a single size automatically', () => {
      const product = oneSize((stock) => stock > 0);
      const model = models.create(product);
      expect(model.sizeChoice).toEqual(['']);
      expect(model.isSizeChosen).toBe(true);
      expect(model.selectedItem).toBe(product.items[0]);
    });

    it('offers the second level only for the first chosen, and needs both to add', () => {
      const product = productWith(['50x50', '50x70', '60x60'], (stocks) =>
        stocks.every((s) => s > 0),
      );
      const model = models.create(product);
      expect(model.sizeOptions).toEqual([['50', '60'], []]);
      expect(model.isSizeChosen).toBe(false);
      expect(model.canAddToCart).toBe(false);
      model.chooseSize(0, '50');
      expect(model.sizeOptions).toEqual([
        ['50', '60'],
        ['50', '70'],
      ]);
      expect(model.selectedItem).toBeUndefined();
      model.chooseSize(1, '70');
      expect(model.selectedItem?.size).toBe('50x70');
      model.chooseSize(0, '60');
      expect(model.sizeChoice).toEqual(['60', '60']);
      expect(model.selectedItem?.size).toBe('60x60');
    });

    it('remembers the choice per product, in the interface state', () => {
      const towel = productWith(['30x50', '50x70', '70x140'], () => true);
      const shirt = shop.products.find((product) => sizesOf(product).includes('XL'));
      if (!shirt) throw new Error('No seeded shirt');
      models.create(towel).chooseSize(0, '50');
      models.create(shirt).chooseSize(0, 'XL');
      expect(shop.container.get(SizeChoiceStore).selectedSizeLabel(towel.id)).toBe('50x70');
      expect(models.create(towel).selectedItem?.size).toBe('50x70');
      expect(models.create(shirt).selectedItem?.size).toBe('XL');
    });

    it('ignores a size the product does not offer', () => {
      const shirt = shop.products.find((product) => sizesOf(product).includes('XL'));
      if (!shirt) throw new Error('No seeded shirt');
      const model = models.create(shirt);
      model.chooseSize(0, 'XXXL');
      expect(model.sizeChoice).toEqual([]);
      expect(shop.container.get(SizeChoiceStore).selectedSizeLabel(shirt.id)).toBeUndefined();
    });
  });

  describe('stock, badge and button', () => {
    it('reads add to cart with the price when in stock', () => {
      const model = models.create(oneSize((stock) => stock >= 9));
      expect(model.price?.price).toMatch(/kr$/);
      expect(model.button).toEqual({ kind: 'add-to-cart', price: model.price?.price });
      expect(model.stockBadge).toBeNull();
    });

    it.each([
      [1, 'Less_Than_2'],
      [2, 'Low_Stock'],
      [8, 'Low_Stock'],
    ])('shows the badge for a stock of %i', (wanted, badge) => {
      const found = shop.find((stock, product) => stock === wanted && product.items.length === 1);
      expect(models.create(found.product).stockBadge).toBe(badge);
    });

    it('reads notify me when out of stock, and signed up once signed up for it', () => {
      const product = oneSize((stock) => stock === 0);
      const model = models.create(product);
      expect(model.stockBadge).toBe('Out_Of_Stock');
      expect(model.button).toEqual({ kind: 'notify-me' });
      shop.container
        .get(RestockStore)
        .hydrate({ email: '', success: false, signUps: [model.restockItemId] });
      expect(model.button).toEqual({ kind: 'signed-up' });
    });

    it('counts every size before one is chosen, then the chosen one', () => {
      const product = productWith(['30x50', '50x70', '70x140'], ([a, b, c]) => !!a && !b && !c);
      const model = models.create(product);
      expect(model.button.kind).toBe('add-to-cart');
      model.chooseSize(0, '50');
      expect(model.stock).toBe(0);
      expect(model.button).toEqual({ kind: 'notify-me' });
      expect(model.restockItemId).toBe(product.items[1]?.id);
      expect(model.restockSubject).toEqual({
        name: product.name,
        color: product.silkVariantName,
        size: '50x70',
      });
    });
  });

  describe('restock date (docs/product.md#restock-dates)', () => {
    const DAY = 86_400_000;
    const byUri = (uri: string) => {
      const found = shop.products.find((product) => product.uri === uri);
      if (!found) throw new Error(`No seeded product ${uri}`);
      return found;
    };

    beforeEach(() => shop.container.get(ContentStore).load('sv'));

    it('says when a sold-out product is expected back, and nothing while it is in stock', () => {
      const soldOut = models.create(byUri('mugg-ocean'));
      expect(soldOut.button.kind).toBe('notify-me');
      expect(soldOut.expectedRestock).toBe(dayOf(Date.now()) + 14 * DAY);
      // The grey mug has a date too, for a market where it is sold out; here it is in stock.
      const inStock = models.create(byUri('mugg-grey'));
      expect(inStock.button.kind).toBe('add-to-cart');
      expect(inStock.expectedRestock).toBeUndefined();
    });

    it('follows the chosen size: its own date first, nothing for a size in stock', () => {
      const cloth = models.create(byUri('linneduk-sand'));
      expect(cloth.expectedRestock).toBeUndefined();
      cloth.chooseSize(0, '150');
      cloth.chooseSize(1, '300');
      expect(cloth.expectedRestock).toBe(dayOf(Date.now()) + 10 * DAY);
      cloth.chooseSize(1, '250');
      expect(cloth.button.kind).toBe('add-to-cart');
      expect(cloth.expectedRestock).toBeUndefined();
    });
  });

  describe('quantity', () => {
    it('starts at 1, goes no lower, and no higher than the stock less the cart', async () => {
      const found = shop.find((stock, product) => stock === 3 && product.items.length === 1);
      const model = models.create(found.product);
      expect(model.quantity).toBe(1);
      expect(model.quantityButtons).toEqual({ minusDisabled: true, plusDisabled: false });
      model.decrement();
      expect(model.quantity).toBe(1);
      model.increment();
      model.increment();
      model.increment();
      expect(model.quantity).toBe(3);
      expect(model.quantityButtons.plusDisabled).toBe(true);
      expect(model.quantityOptions).toEqual([1, 2, 3]);

      await shop.container.get(CartStore).addItem(found.item.id);
      expect(model.inCart).toBe(1);
      expect(model.quantityOptions).toEqual([1, 2]);
      expect(model.canAddToCart).toBe(false);
      model.decrement();
      expect(model.quantity).toBe(2);
      expect(model.canAddToCart).toBe(true);
      expect(model.quantityButtons.plusDisabled).toBe(true);
    });
  });

  describe('wishlist heart', () => {
    it('toggles the variant and animates the wishlist icon for 0.5 s', () => {
      const product = oneSize(() => true);
      const model = models.create(product);
      model.toggleWishlist();
      expect(model.isInWishlist).toBe(true);
      expect(shop.container.get(WishlistStore).ids).toEqual([product.id]);
      expect(shop.container.get(HeaderFeedbackStore).isWishlistIconAnimating).toBe(true);
      vi.advanceTimersByTime(WISHLIST_ICON_ANIMATION_MS);
      expect(shop.container.get(HeaderFeedbackStore).isWishlistIconAnimating).toBe(false);
      model.toggleWishlist();
      expect(model.isInWishlist).toBe(false);
    });
  });

  describe('add to cart', () => {
    it('adds the chosen item and quantity, animates 2 s, then resets the quantity to 1', async () => {
      const found = shop.find((stock, product) => stock >= 2 && product.items.length === 1);
      const model = models.create(found.product);
      model.toggleWishlist();
      model.increment();
      await expect(model.addToCart()).resolves.toBe(true);
      expect(shop.container.get(CartStore).quantityInCart(found.item.id)).toBe(2);
      expect(shop.container.get(UiStore).miniCartItem).toEqual({
        item: found.item.id,
        productName: found.product.name,
      });
      expect(model.isInWishlist).toBe(false);
      expect(model.justAdded).toBe(true);
      expect(model.quantity).toBe(2);
      vi.advanceTimersByTime(ADD_TO_CART_ANIMATION_MS - 1);
      expect(model.justAdded).toBe(true);
      vi.advanceTimersByTime(1);
      expect(model.justAdded).toBe(false);
      expect(model.quantity).toBe(1);
    });

    it('keeps the wishlist on the checkout route', async () => {
      const model = models.create(oneSize((stock) => stock > 0));
      model.toggleWishlist();
      await model.addToCart({ onCheckoutRoute: true });
      expect(model.isInWishlist).toBe(true);
    });

    it('does nothing until every size level is chosen', async () => {
      const towel = productWith(['30x50', '50x70', '70x140'], (stocks) => stocks.every(Boolean));
      const add = vi.spyOn(shop.gateway, 'addItem');
      await expect(models.create(towel).addToCart()).resolves.toBe(false);
      expect(add).not.toHaveBeenCalled();
    });

    it('shows the over-stock error and keeps the quantity when the cart holds the stock', async () => {
      const found = shop.find((stock, product) => stock >= 1 && product.items.length === 1);
      await shop.container.get(CartStore).addItem(found.item.id, found.stock);
      const model = models.create(found.product);
      await expect(model.addToCart()).resolves.toBe(false);
      expect(shop.container.get(NotificationStore).toasts).toEqual([
        expect.objectContaining({ title: 'Add_To_Cart_Error_Title' }),
      ]);
      expect(model.justAdded).toBe(false);
      expect(model.isAdding).toBe(false);
    });

    it('stops its animation timer when disposed', async () => {
      const model = models.create(oneSize((stock) => stock >= 2));
      model.increment();
      await model.addToCart();
      model.dispose();
      vi.advanceTimersByTime(ADD_TO_CART_ANIMATION_MS);
      expect(model.justAdded).toBe(true);
      expect(model.quantity).toBe(2);
    });
  });
});
