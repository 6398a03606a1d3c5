import type { CheckoutState, Order } from './cart';

/**
 * docs/product.md#commerce-backend `POST /cart/payment-result`: what the payment provider handed
 * back to the shop when the shopper returned from paying, passed on to the commerce backend as it
 * came.
 */
export type PaymentReturn = Readonly<Record<string, string | number | boolean>>;

/**
 * What the commerce backend answers to a payment result (docs/product.md#commerce-backend
 * `POST /cart/payment-result`).
 */
export interface PaymentResult {
  /** Present when the payment completed an order. */
  readonly order?: Order | undefined;
}

/**
 * docs/product.md#cart-and-checkout: a payment result containing an order stores the order and
 * clears the selection and the payment. A result without an order changes nothing: the shopper is
 * still checking out.
 */
export function applyPaymentResult<Payment>(
  state: CheckoutState<Payment>,
  result: PaymentResult,
): CheckoutState<Payment> {
  if (result.order === undefined) return state;
  return { selection: undefined, payment: undefined, order: result.order };
}

/**
 * How paying ended, as the checkout tells the shopper (docs/product.md#checkout-payment): an order;
 * a payment the backend answered without one (declined); a payment result that could not be
 * delivered (the cart is as it was); or a cart that changed elsewhere, refreshed instead of paid.
 */
export type PaymentOutcome =
  | { readonly kind: 'ordered'; readonly order: Order }
  | { readonly kind: 'declined' }
  | { readonly kind: 'unsent' }
  | { readonly kind: 'cart-changed' };

/** What the payment widget is told of an outcome: done, or usable again. */
export function widgetResponse(outcome: PaymentOutcome): 'success' | 'failed' | 'retry' {
  switch (outcome.kind) {
    case 'ordered':
      return 'success';
    case 'declined':
      return 'failed';
    default:
      return 'retry';
  }
}
