import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import { GatewayError } from '@/application/shared/gateway-error';
import { CartStore } from '@/application/cart/cart.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { HeaderFeedbackStore } from '@/application/shared/header-feedback.store';
import { UiStore } from '@/application/shared/ui.store';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import { AddToCart, type AddToCartRequest } from '@/application/cart/add-to-cart';
import { MINI_CART_AUTO_CLOSE_MS } from '@/domain/ui/panels';
import { cartShop, type CartShop, type StockedItem } from '../../support/cart-shop';

const OVER_STOCK_TOAST = {
  kind: 'error',
  title: 'Add_To_Cart_Error_Title',
  message: 'Add_To_Cart_Error_Message',
};

async function shopWith(options: Parameters<typeof cartShop>[0] = {}) {
  const shop = await cartShop(options);
  const { container } = shop;
  const recorder = container.get<AnalyticsSink>(AnalyticsSink);
  if (!(recorder instanceof MemoryAnalyticsSink)) throw new Error('Expected the recorder');
  return {
    ...shop,
    addToCart: container.get(AddToCart),
    cart: container.get(CartStore),
    ui: container.get(UiStore),
    wishlist: container.get(WishlistStore),
    notifications: container.get(NotificationStore),
    events: recorder.events,
  };
}

const requestFor = (
  { product, item, stock }: StockedItem,
  extra: Partial<AddToCartRequest> = {},
): AddToCartRequest => ({
  itemId: item.id,
  variantId: product.id,
  stock,
  productName: product.name,
  ...extra,
});

describe('AddToCart (docs/product.md#adding-to-cart)', () => {
  let shop: Awaited<ReturnType<typeof shopWith>>;
  let logged: MockInstance<typeof console.error>;

  beforeEach(async () => {
    vi.useFakeTimers();
    shop = await shopWith();
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const inStock = (min = 1, s: CartShop = shop) => s.find((stock) => stock >= min);

  it('adds the item, then shows it in the mini cart, which closes itself and the overlay after 2 s', async () => {
    const wanted = inStock(2);
    await expect(shop.addToCart.run(requestFor(wanted, { quantity: 2 }))).resolves.toBe(true);
    expect(shop.cart.quantityInCart(wanted.item.id)).toBe(2);
    expect(shop.ui.miniCartItem).toEqual({
      item: wanted.item.id,
      productName: wanted.product.name,
    });
    expect(shop.ui.isOverlayShown).toBe(true);
    expect(shop.container.get(HeaderFeedbackStore).isCartIconAnimating).toBe(true);
    vi.advanceTimersByTime(MINI_CART_AUTO_CLOSE_MS - 1);
    expect(shop.ui.isMiniCartOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shop.ui.isMiniCartOpen).toBe(false);
    expect(shop.ui.isOverlayShown).toBe(false);
    expect(shop.container.get(HeaderFeedbackStore).isCartIconAnimating).toBe(false);
  });

  it('adds one piece unless told otherwise', async () => {
    const wanted = inStock();
    await shop.addToCart.run(requestFor(wanted));
    expect(shop.cart.quantityInCart(wanted.item.id)).toBe(1);
  });

  it('takes the variant off the wishlist, except on the checkout route', async () => {
    const first = inStock();
    const second = shop.find((stock, product) => stock >= 1 && product.id !== first.product.id);
    shop.wishlist.toggle(first.product.id);
    shop.wishlist.toggle(second.product.id);
    await shop.addToCart.run(requestFor(first));
    expect(shop.wishlist.has(first.product.id)).toBe(false);
    await shop.addToCart.run(requestFor(second, { onCheckoutRoute: true }));
    expect(shop.wishlist.has(second.product.id)).toBe(true);
    expect(shop.cart.quantityInCart(second.item.id)).toBe(1);
  });

  it('pushes the addToCart event with the line added and the cart’s currency (docs/product.md#analytics)', async () => {
    const wanted = inStock(3);
    await shop.addToCart.run(requestFor(wanted, { quantity: 3 }));
    const line = shop.cart.selection?.items.find((each) => each.item === wanted.item.id);
    expect(shop.events).toEqual([
      {
        event: 'addToCart',
        ecommerce: {
          currencyCode: 'SEK',
          add: {
            products: [
              expect.objectContaining({
                id: line?.sku,
                name: line?.productName,
                price: line?.priceEachAsNumber,
                quantity: 3,
              }),
            ],
          },
        },
      },
    ]);
  });

  describe('over the stock (docs/product.md#adding-to-cart)', () => {
    it('shows the error and makes no call when the cart already holds the stock', async () => {
      const wanted = inStock(1);
      await shop.cart.addItem(wanted.item.id, wanted.stock);
      shop.wishlist.toggle(wanted.product.id);
      const add = vi.spyOn(shop.gateway, 'addItem');
      await expect(shop.addToCart.run(requestFor(wanted))).resolves.toBe(false);
      expect(add).not.toHaveBeenCalled();
      expect(shop.notifications.toasts).toEqual([expect.objectContaining(OVER_STOCK_TOAST)]);
      expect(shop.ui.isMiniCartOpen).toBe(false);
      expect(shop.wishlist.has(wanted.product.id)).toBe(true);
      expect(shop.events).toEqual([]);
      expect(shop.cart.quantityInCart(wanted.item.id)).toBe(wanted.stock);
    });

    it('counts the pieces asked for: more than the stock at once is refused', async () => {
      const wanted = inStock(1);
      await expect(
        shop.addToCart.run(requestFor(wanted, { quantity: wanted.stock + 1 })),
      ).resolves.toBe(false);
      expect(shop.notifications.toasts).toEqual([expect.objectContaining(OVER_STOCK_TOAST)]);
      expect(shop.cart.selection).toBeUndefined();
    });

    it('refuses an out-of-stock item', async () => {
      const soldOut = shop.find((stock) => stock === 0);
      await expect(shop.addToCart.run(requestFor(soldOut))).resolves.toBe(false);
      expect(shop.notifications.toasts).toEqual([expect.objectContaining(OVER_STOCK_TOAST)]);
    });

    it('shows the same error when the backend refuses with 409 (the stock shown was stale)', async () => {
      const wanted = inStock(1);
      const stale = { ...wanted, stock: wanted.stock + 10 };
      await expect(
        shop.addToCart.run(requestFor(stale, { quantity: wanted.stock + 1 })),
      ).resolves.toBe(false);
      expect(logged).toHaveBeenCalledWith("Couldn't addItem", expect.any(GatewayError));
      expect(shop.notifications.toasts).toEqual([expect.objectContaining(OVER_STOCK_TOAST)]);
      expect(shop.ui.isMiniCartOpen).toBe(false);
    });

    it('lets rapid clicks add up to the stock and no further', async () => {
      const wanted = shop.find((stock) => stock >= 2 && stock <= 8);
      const clicks = Array.from({ length: wanted.stock + 2 }, () =>
        shop.addToCart.run(requestFor(wanted)),
      );
      const added = await Promise.all(clicks);
      expect(added.filter(Boolean)).toHaveLength(wanted.stock);
      expect(shop.cart.quantityInCart(wanted.item.id)).toBe(wanted.stock);
      expect(shop.notifications.toasts).toHaveLength(2);
      expect(logged).not.toHaveBeenCalled();
    });
  });

  it('only logs any other failure: no toast, no mini cart, the wishlist kept (docs/product.md#cart-and-checkout-rules)', async () => {
    const failing = await shopWith({
      config: { faults: faultPlan('cart', { kind: 'status', status: 500 }) },
    });
    const wanted = inStock(1, failing);
    failing.wishlist.toggle(wanted.product.id);
    await expect(failing.addToCart.run(requestFor(wanted))).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith("Couldn't addItem", expect.any(GatewayError));
    expect(failing.notifications.toasts).toEqual([]);
    expect(failing.ui.isMiniCartOpen).toBe(false);
    expect(failing.wishlist.has(wanted.product.id)).toBe(true);
    expect(failing.events).toEqual([]);
  });
});
