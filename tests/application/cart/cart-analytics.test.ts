import { describe, expect, it } from 'vitest';
import type { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { AnalyticsSink } from '@/application/analytics/analytics-sink.port';
import { CartStore } from '@/application/cart/cart.store';
import { cartShop } from '../../support/cart-shop';

async function setUp() {
  const shop = await cartShop();
  const cart = shop.container.get(CartStore);
  const recorder = shop.container.get<MemoryAnalyticsSink>(AnalyticsSink);
  const plenty = shop.find((stock) => stock >= 9);
  await cart.addItem(plenty.item.id, 3);
  recorder.events.length = 0;
  return { cart, recorder, plenty };
}

describe('the cart’s data-layer events (SPEC §7 Other)', () => {
  it('reports pieces taken out of the cart as removeFromCart', async () => {
    const { cart, recorder, plenty } = await setUp();
    const line = cart.lines[0];
    if (!line) throw new Error('no line');
    await cart.updateQuantity(line.line, 1);
    await cart.updateQuantity(line.line, 0);
    expect(recorder.events.map((event) => event.event)).toEqual([
      'removeFromCart',
      'removeFromCart',
    ]);
    expect(recorder.events[0]).toMatchObject({
      ecommerce: {
        currencyCode: 'SEK',
        remove: { products: [{ id: plenty.item.sku, quantity: 2 }] },
      },
    });
    expect(recorder.events[1]).toMatchObject({
      ecommerce: { remove: { products: [{ quantity: 1 }] } },
    });
  });

  it('reports no removal when pieces are added', async () => {
    const { cart, recorder, plenty } = await setUp();
    await cart.addItem(plenty.item.id, 1);
    expect(recorder.events.filter((event) => event.event === 'removeFromCart')).toEqual([]);
  });

  it('reports the payment step as checkout step 1, and a paid order as a purchase', async () => {
    const { cart, recorder } = await setUp();
    await cart.loadPayment();
    expect(recorder.events).toMatchObject([
      { event: 'checkout', ecommerce: { checkout: { actionField: { step: 1 } } } },
    ]);
    const outcome = await cart.paymentResult({ success: true });
    const order = outcome.kind === 'ordered' ? outcome.order : undefined;
    expect(order).toBeDefined();
    // The store's name, not the line's brand (docs/decisions/0095-page-views.md).
    expect(order?.items[0]?.brandName).not.toBe('Lera');
    expect(recorder.events.at(-1)).toMatchObject({
      event: 'purchase',
      ecommerce: {
        currencyCode: 'SEK',
        purchase: { actionField: { id: order?.order, affiliation: 'Lera' } },
      },
    });
    expect(recorder.events.filter((event) => event.event === 'removeFromCart')).toEqual([]);
  });
});
