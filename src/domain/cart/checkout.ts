import type { OrderAddress } from '@/domain/account/order-address';

/**
 * docs/product.md#commerce-backend `PUT /cart/checkout-fields/`: what the shopper filled in on
 * the checkout page. Only the call is named there; the fields are the Order address
 * (docs/product.md#orders) plus the two choices a checkout form asks for. Each call replaces the
 * fields sent before.
 */
export interface CheckoutFields {
  /** The order address, with the street the checkout asks for (docs/product.md#checkout-details). */
  readonly address?: Partial<OrderAddress & { readonly street: string }> | undefined;
  /** Whether the shopper ticked the newsletter box. */
  readonly newsletter?: boolean | undefined;
  /** A note to the shop. */
  readonly comment?: string | undefined;
  /**
   * The id of the delivery option the shopper chose (docs/product.md#delivery-options); without
   * one the cart has its default.
   */
  readonly deliveryOption?: string | undefined;
}

/**
 * The fields to send when the shopper changes some of them: the backend replaces the fields
 * whole, so what the patch does not name is kept from the cart's own (sending the address keeps
 * the chosen delivery option, and choosing one keeps the address; docs/product.md#delivery-options).
 */
export function mergeCheckoutFields(
  current: CheckoutFields,
  patch: CheckoutFields,
): CheckoutFields {
  const named = Object.entries(patch).filter(([, value]) => value !== undefined);
  return { ...current, ...Object.fromEntries(named) };
}

/** What the cart knows of its checkout: where it ships, in what language, and what was given. */
export interface CartCheckout {
  /** The upper-case ISO code of the country the cart is priced and shipped for, `SE`. */
  readonly country: string;
  /** The language the cart's texts are in, `sv`. */
  readonly language: string;
  /**
   * The shopper's email, once given (docs/product.md#commerce-backend `PUT /cart/email`, checkout
   * update).
   */
  readonly email?: string | undefined;
  readonly fields: CheckoutFields;
}

/**
 * docs/product.md#commerce-backend `GET /cart/payment/fields/`: what the external checkout widget
 * needs to show the payment step (docs/product.md#cart-data paymentHTML, centraCheckoutScript).
 */
export interface PaymentForm {
  /** The payment provider's form, to be placed in the page as is. */
  readonly paymentHTML: string;
  /** The commerce backend's checkout script, which lets the shop pause and resume the widget. */
  readonly centraCheckoutScript?: string | undefined;
}
