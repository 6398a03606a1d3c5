import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartStore } from '@/application/cart/cart.store';
import { CheckoutOrderStore } from '@/application/cart/checkout-order.store';
import { CheckoutPaymentStore } from '@/application/cart/checkout-payment.store';
import { paymentKey } from '@/domain/cart/payment-key';
import { cartShop, type CartShop } from '../../support/cart-shop';

const APPROVED = { provider: 'lera-test-pay', success: 'true' };

describe('CheckoutPaymentStore (docs/product.md#checkout-payment)', () => {
  let shop: CartShop;
  let cart: CartStore;
  let payment: CheckoutPaymentStore;
  let shownFor: string;

  beforeEach(async () => {
    shop = await cartShop();
    cart = shop.container.get(CartStore);
    payment = shop.container.get(CheckoutPaymentStore);
    await cart.addItem(shop.find((stock) => stock >= 3).item.id);
    await shop.container.get(CheckoutOrderStore).loadPayment();
    shownFor = paymentKey(cart.selection);
  });

  afterEach(() => vi.restoreAllMocks());

  it('pays once for a payment reported twice: one order, the same outcome for both', async () => {
    const sent = vi.spyOn(shop.gateway, 'paymentResult');
    const [first, second] = await Promise.all([
      payment.pay(APPROVED, shownFor),
      payment.pay(APPROVED, shownFor),
    ]);
    expect(first.kind).toBe('ordered');
    expect(second).toBe(first);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(payment.paying).toBe(false);
  });

  it('refreshes the cart before paying, and pays nothing for one changed elsewhere', async () => {
    const line = cart.selection?.items[0]?.line ?? '';
    // Another tab, same cart: the backend's cart changes behind this store's back.
    await shop.gateway.updateQuantity(line, 3);
    const sent = vi.spyOn(shop.gateway, 'paymentResult');

    await expect(payment.pay(APPROVED, shownFor)).resolves.toEqual({ kind: 'cart-changed' });
    expect(sent).not.toHaveBeenCalled();
    expect(payment.notice).toBe('cart-changed');
    expect(cart.selection?.items[0]?.quantity).toBe(3);
    expect(paymentKey(cart.selection)).not.toBe(shownFor);
  });

  it('says a payment that could not be sent, keeping the cart, and lets the shopper pay again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = cart.selection;
    vi.spyOn(shop.gateway, 'paymentResult').mockRejectedValueOnce(new Error('offline'));

    await expect(payment.pay(APPROVED, shownFor)).resolves.toEqual({ kind: 'unsent' });
    expect(payment.notice).toBe('unsent');
    expect(cart.selection).toEqual(before);

    const again = await payment.pay(APPROVED, shownFor);
    expect(again.kind).toBe('ordered');
    expect(payment.notice).toBeUndefined();
  });

  it('tells a declined payment apart, the cart kept', async () => {
    await expect(payment.pay({ success: 'false' }, shownFor)).resolves.toEqual({
      kind: 'declined',
    });
    expect(cart.selection?.items).toHaveLength(1);
    expect(payment.notice).toBeUndefined();
  });

  it('is paused while the cart changes, not while it pays', async () => {
    expect(payment.paused).toBe(false);
    const line = cart.selection?.items[0]?.line ?? '';
    const changing = cart.updateQuantity(line, 2);
    const callsBefore = shop.widget.calls.length;
    expect(payment.paused).toBe(true);
    await changing;
    expect(payment.paused).toBe(false);
    expect(shop.widget.calls.slice(callsBefore)).toEqual(['suspend', 'resume']);
    expect(shop.widget.suspended).toBe(false);
  });
});
