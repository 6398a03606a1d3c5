import type { PaymentForm } from '@/domain/cart/checkout';
import type { PaymentOutcome, PaymentReturn } from '@/domain/cart/payment-result';

export const CheckoutWidget = Symbol('CheckoutWidget');

/** Where the payment step is placed: an element of the page the widget may fill. */
export type WidgetHost = HTMLElement;

/**
 * The commerce backend's embedded payment widget (docs/product.md#checkout-payment): the payment
 * provider's form (`paymentHTML`) and the backend's checkout script (`centraCheckoutScript`), paused
 * during a change (docs/product.md#cart-and-checkout; `CentraCheckout.suspend()` / `resume()`).
 */
export interface CheckoutWidget {
  /**
   * Places the payment step in `host` and listens to it: the provider's payment answer goes to
   * `pay`, and what `pay` resolves is told back to the provider. Answers a function that takes the
   * step away and stops listening.
   */
  show(
    host: WidgetHost,
    form: PaymentForm,
    pay: (result: PaymentReturn) => Promise<PaymentOutcome>,
  ): () => void;
  /** Stops the widget reacting while the selection changes. Does nothing when none is shown. */
  suspend(): void;
  /** Lets the widget refresh from the changed selection. */
  resume(): void;
}
