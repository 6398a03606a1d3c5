import type { OrderAddress } from '../account/order-address';

/**
 * SPEC §7 `PUT /cart/checkout-fields/`: what the shopper filled in on the checkout page. The
 * SPEC names the call only; the fields are the SPEC §3 Order address plus the two choices a
 * checkout form asks for. Each call replaces the fields sent before.
 */
export interface CheckoutFields {
  readonly address?: Partial<OrderAddress> | undefined;
  /** Whether the shopper ticked the newsletter box. */
  readonly newsletter?: boolean | undefined;
  /** A note to the shop. */
  readonly comment?: string | undefined;
}

/** What the cart knows of its checkout: where it ships, in what language, and what was given. */
export interface CartCheckout {
  /** The upper-case ISO code of the country the cart is priced and shipped for, `SE`. */
  readonly country: string;
  /** The language the cart's texts are in, `sv`. */
  readonly language: string;
  /** The shopper's email, once given (SPEC §7 `PUT /cart/email`, checkout update). */
  readonly email?: string | undefined;
  readonly fields: CheckoutFields;
}

/**
 * SPEC §7 `GET /cart/payment/fields/`: what the external checkout widget needs to show the
 * payment step (SPEC §3 Cart paymentHTML, centraCheckoutScript).
 */
export interface PaymentForm {
  /** The payment provider's form, to be placed in the page as is. */
  readonly paymentHTML: string;
  /** The commerce backend's checkout script, which lets the shop pause and resume the widget. */
  readonly centraCheckoutScript?: string | undefined;
}
