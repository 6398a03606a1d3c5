import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { paymentKey } from '@/domain/cart/payment-key';
import type { PaymentOutcome, PaymentReturn } from '@/domain/cart/payment-result';
import { CartStore } from './cart.store';
import { CheckoutOrderStore } from './checkout-order.store';
import { CheckoutWidget, type WidgetHost } from './checkout-widget.port';

/** What the payment step tells the shopper after a try that did not leave the page. */
export type PaymentNotice = 'cart-changed' | 'unsent';

/**
 * The checkout's payment step (docs/product.md#checkout-payment): shows the commerce backend's
 * widget for the cart as it is, and pays once however often the widget reports a payment. Before
 * paying it asks the backend for the cart again: one changed elsewhere (another tab) is shown
 * afresh instead of paid, and the shopper is told.
 */
@injectable()
export class CheckoutPaymentStore {
  /** A payment result is on its way to the backend. */
  paying = false;
  notice: PaymentNotice | undefined = undefined;
  private inFlight: Promise<PaymentOutcome> | undefined = undefined;

  constructor(
    @inject(CartStore) private readonly cart: CartStore,
    @inject(CheckoutOrderStore) private readonly checkout: CheckoutOrderStore,
    @inject(CheckoutWidget) private readonly widget: CheckoutWidget,
  ) {
    makeAutoObservable<this, 'cart' | 'checkout' | 'widget' | 'inFlight'>(
      this,
      { cart: false, checkout: false, widget: false, inFlight: false },
      { autoBind: true },
    );
  }

  /** The widget is paused while the cart changes (docs/product.md#cart-and-checkout). */
  get paused(): boolean {
    return this.cart.isUpdating && !this.paying;
  }

  /**
   * Places the cart's payment step in `host`; `settled` hears how each payment ended. Answers a
   * function that takes the step away.
   */
  show(host: WidgetHost, settled: (outcome: PaymentOutcome) => void): () => void {
    const form = this.checkout.payment;
    if (!form) return () => undefined;
    const shownFor = paymentKey(this.cart.selection);
    return this.widget.show(host, form, async (result) => {
      const outcome = await this.pay(result, shownFor);
      settled(outcome);
      return outcome;
    });
  }

  /** The shopper left the payment step: what it said was for that visit. */
  forgetNotice(): void {
    this.notice = undefined;
  }

  /**
   * Pays for the cart the step was shown for (`shownFor`, its payment key). A second report while
   * one is on its way is the same payment: it gets the same outcome, and no second order.
   */
  pay(result: PaymentReturn, shownFor: string): Promise<PaymentOutcome> {
    this.inFlight ??= this.payOnce(result, shownFor).finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async payOnce(result: PaymentReturn, shownFor: string): Promise<PaymentOutcome> {
    runInAction(() => {
      this.paying = true;
      this.notice = undefined;
    });
    try {
      await this.cart.refresh();
      if (paymentKey(this.cart.selection) !== shownFor) {
        runInAction(() => (this.notice = 'cart-changed'));
        return { kind: 'cart-changed' };
      }
      const outcome = await this.checkout.paymentResult(result);
      if (outcome.kind === 'unsent') runInAction(() => (this.notice = 'unsent'));
      return outcome;
    } finally {
      runInAction(() => (this.paying = false));
    }
  }
}
