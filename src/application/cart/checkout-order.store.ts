import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Order } from '@/domain/cart/cart';
import type { PaymentForm } from '@/domain/cart/checkout';
import {
  applyPaymentResult,
  type PaymentOutcome,
  type PaymentReturn,
} from '@/domain/cart/payment-result';
import { CartAnalytics } from './cart-analytics';
import { CartCalls } from './cart-calls';
import { CartGateway } from './cart-gateway.port';
import { CartStore } from './cart.store';
import { OrderKeeper } from './order-keeper.port';

/**
 * What the checkout's order holds between a server render and the page
 * (docs/architecture.md#server-rendering).
 */
export interface CheckoutOrderState {
  readonly payment: PaymentForm | undefined;
  readonly order: Order | undefined;
}

/**
 * The checkout's way to an order (docs/product.md#cart-and-checkout, docs/product.md#orders): the
 * payment step the commerce backend gives for the cart, and the order a completed payment leaves,
 * kept for the receipt. Its calls take their turn with the cart's changes (`CartCalls`).
 */
@injectable()
export class CheckoutOrderStore {
  /** The payment step the external checkout shows (docs/product.md#commerce-backend). */
  payment: PaymentForm | undefined = undefined;
  /** The order a completed payment left (docs/product.md#cart-and-checkout), for the receipt. */
  order: Order | undefined = undefined;

  constructor(
    @inject(CartGateway) private readonly gateway: CartGateway,
    @inject(CartCalls) private readonly calls: CartCalls,
    @inject(CartStore) private readonly cart: CartStore,
    @inject(CartAnalytics) @optional() private readonly analytics?: CartAnalytics,
    @inject(OrderKeeper) @optional() private readonly keeper?: OrderKeeper,
  ) {
    makeAutoObservable<this, 'gateway' | 'calls' | 'cart' | 'analytics' | 'keeper'>(
      this,
      {
        // Answers are replaced whole, never changed in place: kept as the plain data they are.
        payment: observable.ref,
        order: observable.ref,
        gateway: false,
        calls: false,
        cart: false,
        analytics: false,
        keeper: false,
      },
      { autoBind: true },
    );
  }

  /** The checkout page's payment step (docs/product.md#commerce-backend). */
  loadPayment(): Promise<boolean> {
    return this.calls.inTurn(async () => {
      const form = await this.calls.logged('paymentFields', () => this.gateway.paymentFields());
      if (!form.ok) return false;
      runInAction(() => (this.payment = form.value));
      this.analytics?.paymentShown(this.cart.selection);
      return true;
    });
  }

  /**
   * docs/product.md#cart-and-checkout: hands the payment provider's answer on; one with an order
   * stores the order and clears the cart's selection and the payment. A call that fails leaves all
   * as it was (`unsent`, logged as "Couldn't paymentResult", docs/product.md#errors).
   */
  paymentResult(result: PaymentReturn): Promise<PaymentOutcome> {
    return this.calls.inTurn(async () => {
      const answer = await this.calls.logged('paymentResult', () =>
        this.gateway.paymentResult(result),
      );
      if (!answer.ok) return { kind: 'unsent' } as const;
      const now = { selection: this.cart.selection, payment: this.payment, order: this.order };
      const next = applyPaymentResult(now, answer.value);
      runInAction(() => {
        this.cart.replaceSelection(next.selection);
        this.payment = next.payment;
        this.order = next.order;
      });
      const { order } = answer.value;
      if (!order) return { kind: 'declined' } as const;
      this.analytics?.ordered(order);
      this.keeper?.keep(order);
      return { kind: 'ordered', order } as const;
    });
  }

  /**
   * docs/product.md#orders: the receipt after a reload — the order kept for this browser session,
   * when the page has none of its own. Read after the page has taken over the server's HTML,
   * which knows no session.
   */
  recallOrder(): void {
    if (this.order) return;
    this.order = this.keeper?.recall();
  }

  toJSON(): CheckoutOrderState {
    return { payment: this.payment, order: this.order };
  }

  hydrate(state: CheckoutOrderState): void {
    this.payment = state.payment;
    this.order = state.order;
  }
}
