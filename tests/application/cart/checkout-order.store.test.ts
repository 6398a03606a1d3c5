import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MemoryCheckoutWidget } from '@/adapters/memory/checkout-widget.memory';
import { MemoryOrderKeeper } from '@/adapters/memory/order-keeper.memory';
import { faultPlan, type Fault } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import { CartCalls } from '@/application/cart/cart-calls';
import type { CartGateway } from '@/application/cart/cart-gateway.port';
import { CartStore } from '@/application/cart/cart.store';
import { CheckoutOrderStore } from '@/application/cart/checkout-order.store';
import type { OrderKeeper } from '@/application/cart/order-keeper.port';
import { GatewayError } from '@/application/shared/gateway-error';
import type { Order } from '@/domain/cart/cart';
import type { PaymentOutcome } from '@/domain/cart/payment-result';
import { cartWith } from '../../support/cart-arbitraries';
import { cartShop, type CartShop } from '../../support/cart-shop';

const SERVER_ERROR: Fault = { kind: 'status', status: 500 };

/** A cart and its checkout order over `gateway`, sharing one turn, as the container wires them. */
function checkoutOver(gateway: CartGateway, keeper?: OrderKeeper) {
  const calls = new CartCalls(new MemoryCheckoutWidget());
  const cart = new CartStore(gateway, calls);
  return { cart, checkout: new CheckoutOrderStore(gateway, calls, cart, undefined, keeper) };
}

describe('CheckoutOrderStore (docs/product.md#cart-and-checkout, docs/product.md#orders)', () => {
  let shop: CartShop;
  let cart: CartStore;
  let checkout: CheckoutOrderStore;
  let logged: MockInstance<typeof console.error>;

  beforeEach(async () => {
    shop = await cartShop();
    cart = shop.container.get(CartStore);
    checkout = shop.container.get(CheckoutOrderStore);
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => vi.restoreAllMocks());

  /** Both stores over a failing twin of the shop's cart, holding what the shop's hold now. */
  function failingCheckout(fault: Fault = SERVER_ERROR) {
    const broken = checkoutOver(withFaults(shop.gateway, 'cart', faultPlan('cart', fault)));
    broken.cart.hydrate(cart.toJSON());
    broken.checkout.hydrate(checkout.toJSON());
    return broken;
  }

  const addSomething = () => cart.addItem(shop.find((stock) => stock >= 1).item.id);

  it('loads the payment step for the checkout, leaving the checkout widget alone', async () => {
    await addSomething();
    shop.widget.calls.length = 0;
    await expect(checkout.loadPayment()).resolves.toBe(true);
    expect(checkout.payment?.paymentHTML).toContain('data-lera-test-pay');
    expect(shop.widget.calls).toEqual([]);
  });

  it('stores the order of a completed payment and clears the selection and payment', async () => {
    const { item } = shop.find((stock) => stock >= 1);
    await cart.addItem(item.id);
    await checkout.loadPayment();
    const order = orderOf(await checkout.paymentResult({ success: true }));
    expect(order?.items.map((line) => line.item)).toEqual([item.id]);
    expect(checkout.toJSON()).toEqual({ payment: undefined, order });
    expect(cart.selection).toBeUndefined();
    await cart.load();
    expect(cart.selection?.items).toEqual([]);
  });

  it('keeps the order for the session, so a reloaded receipt recalls it', async () => {
    const keeper = new MemoryOrderKeeper();
    const paying = checkoutOver(shop.gateway, keeper);
    await paying.cart.addItem(shop.find((stock) => stock >= 1).item.id);
    await paying.cart.setEmail('astrid@example.com');
    await paying.cart.checkoutFields({ address: { firstName: 'Astrid', street: 'Storgatan 1' } });
    await paying.checkout.loadPayment();
    const order = orderOf(await paying.checkout.paymentResult({ success: true }));
    expect(order?.address).toMatchObject({ email: 'astrid@example.com', street: 'Storgatan 1' });

    const reloaded = checkoutOver(shop.gateway, keeper).checkout;
    expect(reloaded.order).toBeUndefined();
    reloaded.recallOrder();
    expect(reloaded.order?.order).toBe(order?.order);
    // All of it, the lines' colours and pictures too: the reloaded receipt reads as before.
    expect(reloaded.order).toEqual(order);

    const elsewhere = checkoutOver(shop.gateway, new MemoryOrderKeeper()).checkout;
    elsewhere.recallOrder();
    expect(elsewhere.order).toBeUndefined();
  });

  it('changes nothing for a payment result without an order: declined', async () => {
    await addSomething();
    await checkout.loadPayment();
    const before = { cart: cart.toJSON(), checkout: checkout.toJSON() };
    await expect(checkout.paymentResult({ success: false })).resolves.toEqual({
      kind: 'declined',
    });
    expect({ cart: cart.toJSON(), checkout: checkout.toJSON() }).toEqual(before);
  });

  it.each<[string, (broken: CheckoutOrderStore) => Promise<unknown>]>([
    [
      "Couldn't paymentResult",
      async (broken) => (await broken.paymentResult({ success: true })).kind !== 'unsent',
    ],
    ["Couldn't paymentFields", (broken) => broken.loadPayment()],
  ])('logs "%s" and changes nothing when the call fails', async (text, act) => {
    await addSomething();
    await checkout.loadPayment();
    const broken = failingCheckout({ kind: 'network' });
    const before = { cart: broken.cart.toJSON(), checkout: broken.checkout.toJSON() };
    await expect(act(broken.checkout)).resolves.toBe(false);
    expect({ cart: broken.cart.toJSON(), checkout: broken.checkout.toJSON() }).toEqual(before);
    expect(before.cart.selection?.items).toHaveLength(1);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(text, expect.any(GatewayError));
  });

  it('keeps the order and payment when a fetch clears the selection', async () => {
    const order = { order: '1', currency: 'SEK', items: [], totals: {} as never };
    cart.hydrate({ selection: cartWith() });
    checkout.hydrate({ payment: { paymentHTML: '<form>' }, order });
    const broken = failingCheckout();
    await broken.cart.load();
    expect(broken.cart.selection).toBeUndefined();
    expect(broken.checkout.toJSON()).toEqual({ payment: { paymentHTML: '<form>' }, order });
  });

  it('waits for the cart changes asked before it, so it pays for the cart they left', async () => {
    const { item } = shop.find((stock) => stock >= 2);
    await cart.addItem(item.id);
    await checkout.loadPayment();
    const adding = cart.addItem(item.id);
    const paid = orderOf(await checkout.paymentResult({ success: true }));
    await adding;
    expect(paid?.items.find((line) => line.item === item.id)?.quantity).toBe(2);
  });
});

function orderOf(outcome: PaymentOutcome): Order | undefined {
  return outcome.kind === 'ordered' ? outcome.order : undefined;
}
