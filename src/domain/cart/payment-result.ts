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
