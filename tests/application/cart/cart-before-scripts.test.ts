import { describe, expect, it } from 'vitest';
import { CartBeforeScripts } from '@/application/cart/cart-before-scripts';
import { CartStorage } from '@/application/cart/cart-storage.port';
import { CartStore } from '@/application/cart/cart.store';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { cartShop } from '../../support/cart-shop';

/**
 * The cart for a page used before its scripts (docs/product.md#before-scripts): the form's add,
 * and the kept cart in a first render only.
 */
describe('CartBeforeScripts', () => {
  async function shop() {
    const built = await cartShop();
    const { container } = built;
    const found = built.find((stock) => stock >= 3 && stock < 20);
    return {
      item: found.item.id,
      stock: found.stock,
      cart: container.get(CartStore),
      gate: container.get(VisitorGate),
      storage: container.get<CartStorage>(CartStorage),
      beforeScripts: container.get(CartBeforeScripts),
    };
  }

  it("adds the form's line to the kept cart", async () => {
    const { item, cart, storage, beforeScripts } = await shop();
    expect(await beforeScripts.add({ itemId: item, quantity: 2 })).toBe('added');
    expect(cart.quantityInCart(item)).toBe(2);
    expect(storage.get('cart')).toContain(item);
  });

  it('says an add over the stock is over the limit, and adds nothing', async () => {
    const { item, stock, cart, beforeScripts } = await shop();
    expect(await beforeScripts.add({ itemId: item, quantity: stock + 1 })).toBe('over-limit');
    expect(cart.quantityInCart(item)).toBe(0);
  });

  it('loads the kept cart for a first render, while the visitor gate is shut', async () => {
    const first = await shop();
    await first.beforeScripts.add({ itemId: first.item, quantity: 1 });
    const kept = first.storage.get('cart') ?? '';

    const next = await shop();
    next.storage.set('cart', kept);
    next.gate.isOpen = false;
    await next.beforeScripts.loadForFirstRender();
    expect(next.cart.quantityInCart(first.item)).toBe(1);
  });

  it('loads nothing once the page is the browser’s, nor without a kept cart', async () => {
    const open = await shop();
    await open.beforeScripts.add({ itemId: open.item, quantity: 1 });
    const kept = open.storage.get('cart') ?? '';
    const browsers = await shop();
    browsers.storage.set('cart', kept);
    await browsers.beforeScripts.loadForFirstRender();
    expect(browsers.cart.selection).toBeUndefined();

    const none = await shop();
    none.gate.isOpen = false;
    await none.beforeScripts.loadForFirstRender();
    expect(none.cart.selection).toBeUndefined();
  });
});
