import { describe, expect, it } from 'vitest';
import type { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import { MemoryCheckoutWidget } from '@/adapters/memory/checkout-widget.memory';
import { CartAnalytics } from '@/application/cart/cart-analytics';
import { CartCalls } from '@/application/cart/cart-calls';
import { CartStore } from '@/application/cart/cart.store';
import { CheckoutOrderStore } from '@/application/cart/checkout-order.store';
import { CheckoutDetailsStore } from '@/application/cart/checkout-details.store';
import { OrderKeeper } from '@/application/cart/order-keeper.port';
import type { CheckoutField } from '@/domain/cart/checkout-address';
import { cartShop } from '../../support/cart-shop';

async function setUp() {
  const shop = await cartShop();
  const cart = shop.container.get(CartStore);
  const details = shop.container.get(CheckoutDetailsStore);
  const checkout = shop.container.get(CheckoutOrderStore);
  const recorder = shop.container.get<MemoryAnalyticsSink>(AnalyticsSink);
  const plenty = shop.find((stock) => stock >= 9);
  await cart.addItem(plenty.item.id, 3);
  recorder.events.length = 0;
  return {
    shop,
    cart,
    checkout,
    details,
    recorder,
    plenty,
    analytics: shop.container.get(CartAnalytics),
  };
}

/** The shopper types each field and leaves it, top to bottom. */
async function fillDetails(details: CheckoutDetailsStore) {
  for (const [field, value] of Object.entries(TYPED)) {
    details.change(field as CheckoutField, value);
    await details.leave(field as CheckoutField);
  }
}

const TYPED: Partial<Record<CheckoutField, string>> = {
  email: 'astrid@example.com',
  firstName: 'Astrid',
  lastName: 'Lind',
  phoneNumber: '070 123 45 67',
  street: 'Storgatan 1',
  zipCode: '263 38',
  city: 'Höganäs',
};

describe('the cart’s data-layer events (docs/product.md#analytics)', () => {
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

  it('reports the checkout steps as the shopper completes them, each once a visit', async () => {
    const { cart, checkout, recorder, details } = await setUp();
    const steps = () =>
      recorder.events
        .filter((event) => event.event === 'checkout')
        .map((event) =>
          event.event === 'checkout' ? event.ecommerce.checkout.actionField.step : 0,
        );
    details.start('se');
    // The payment form arrives with the page, but the step shows only once the details are given.
    await checkout.loadPayment();
    expect(steps()).toEqual([]);
    await fillDetails(details);
    // The shopper kept the default delivery and went on to the payment: step 3 is passed too.
    expect(steps()).toEqual([1, 2, 3, 4]);
    expect(recorder.events.find((event) => event.event === 'checkout')).toMatchObject({
      ecommerce: { currencyCode: 'SEK', checkout: { products: [{ quantity: 3 }] } },
    });
    // A changed email, a reloaded payment form or a late delivery choice repeats nothing.
    details.change('email', 'lind@example.com');
    await details.leave('email');
    await checkout.loadPayment();
    const other = cart.selection?.deliveryOptions?.find((option) => !option.chosen);
    await cart.chooseDelivery(other?.id ?? '');
    expect(steps()).toEqual([1, 2, 3, 4]);
    // Back to the checkout page: a new visit.
    details.start('se');
    expect(steps()).toEqual([1, 2, 3, 4, 1, 2]);
  });

  it('reports the default delivery as step 3 once, with the payment step', async () => {
    const { cart, checkout, recorder, details } = await setUp();
    expect(cart.selection?.deliveryOptions?.filter((option) => option.chosen)).toHaveLength(1);
    details.start('se');
    await fillDetails(details);
    await checkout.loadPayment();
    await checkout.loadPayment();
    expect(
      recorder.events.map((event) =>
        event.event === 'checkout' ? event.ecommerce.checkout.actionField.step : event.event,
      ),
    ).toEqual([1, 2, 3, 4]);
  });

  it('reports the delivery chosen as step 3, between the address and the payment', async () => {
    const { cart, checkout, recorder, details, analytics } = await setUp();
    details.start('se');
    await fillDetails(details);
    analytics.deliveryChosen(cart.selection);
    await checkout.loadPayment();
    expect(
      recorder.events.map((event) =>
        event.event === 'checkout' ? event.ecommerce.checkout.actionField.step : event.event,
      ),
    ).toEqual([1, 2, 3, 4]);
  });

  it('reports a paid order as a purchase once, and not again when the receipt is reloaded', async () => {
    const { shop, checkout, recorder } = await setUp();
    const outcome = await checkout.paymentResult({ success: true });
    const order = outcome.kind === 'ordered' ? outcome.order : undefined;
    expect(order).toBeDefined();
    // The store's name, not the line's brand (docs/decisions/0095-page-views.md).
    expect(order?.items[0]?.brandName).not.toBe('Lera');
    expect(recorder.events.filter((event) => event.event === 'purchase')).toMatchObject([
      {
        ecommerce: {
          currencyCode: 'SEK',
          purchase: { actionField: { id: order?.order, affiliation: 'Lera' } },
        },
      },
    ]);
    expect(recorder.events.filter((event) => event.event === 'removeFromCart')).toEqual([]);

    const calls = new CartCalls(new MemoryCheckoutWidget());
    const analytics = shop.container.get(CartAnalytics);
    const reloaded = new CheckoutOrderStore(
      shop.gateway,
      calls,
      new CartStore(shop.gateway, calls, analytics),
      analytics,
      shop.container.get<OrderKeeper>(OrderKeeper),
    );
    reloaded.recallOrder();
    expect(reloaded.order?.order).toBe(order?.order);
    expect(recorder.events.filter((event) => event.event === 'purchase')).toHaveLength(1);
  });
});
