import type { Cart, CartAddition } from '@/domain/cart/cart';
import type { CheckoutFields, PaymentForm } from '@/domain/cart/checkout';
import type { PaymentResult, PaymentReturn } from '@/domain/cart/payment-result';

export const CartGateway = Symbol('CartGateway');

/**
 * The shopper's cart and checkout at the commerce backend (docs/product.md#commerce-backend
 * `/cart/…`, docs/product.md#cart-and-checkout). The gateway keeps track of which
 * cart is the shopper's, across reloads; the first call without one starts a new, empty cart. Every
 * change answers the whole cart, which docs/product.md#cart-and-checkout puts in place of the
 * selection.
 *
 * More pieces than in stock reject with a `cart/over-stock` GatewayError. Other refusals reject
 * with a `status` one: 400 for input the backend does not take (a quantity that is not a whole
 * number, a malformed email, an unknown voucher code or country, paying for an empty cart), 404
 * for an unknown item, line or applied voucher. Either carries the backend's JSON as
 * `responseText` (`{"errors":{"quantity":"…"}}`).
 */
export interface CartGateway {
  /**
   * docs/product.md#commerce-backend `POST /cart/`: starts a new, empty cart for the current site
   * and keeps it.
   */
  create(): Promise<Cart>;
  /**
   * docs/product.md#commerce-backend `GET /cart/`, docs/product.md#cart-and-checkout: the shopper's
   * cart, a new empty one when there is none yet.
   */
  get(): Promise<Cart>;
  /**
   * docs/product.md#commerce-backend `POST /cart/item/{id}/quantity/{qty}` (qty defaults to 1):
   * adds pieces of an item, to the line already holding it if any. Resolves the cart and that line.
   * More pieces than the market's stock (docs/product.md#adding-to-cart, docs/product.md#errors)
   * reject with `cart/over-stock`, leaving the cart as it was; an unknown item with status 404.
   */
  addItem(itemId: string, quantity?: number): Promise<CartAddition>;
  /**
   * docs/product.md#commerce-backend `PUT /cart/item/{line}/quantity/{qty}`: sets a line's
   * quantity; 0 removes the line. Over the stock rejects with `cart/over-stock`, an unknown line
   * with status 404.
   */
  updateQuantity(lineId: string, quantity: number): Promise<Cart>;
  /**
   * docs/product.md#commerce-backend `POST /cart/vouchers/{code}`: applies a voucher; an unknown
   * code rejects with 400.
   */
  addVoucher(code: string): Promise<Cart>;
  /**
   * docs/product.md#commerce-backend `DELETE /cart/vouchers/{code}`: removes an applied voucher
   * (404 when not applied).
   */
  removeVoucher(code: string): Promise<Cart>;
  /**
   * docs/product.md#commerce-backend `PUT /cart/checkout-update/{countryCode?}` with the optional
   * email: moves the cart to a country (which must be in a market and a pricelist,
   * docs/product.md#cart-and-checkout; else 400) and/or sets the shopper's email, as the checkout
   * widget reports them.
   */
  checkoutUpdate(countryCode?: string, email?: string): Promise<Cart>;
  /**
   * docs/product.md#commerce-backend `PUT /cart/checkout-fields/`: stores what the shopper filled
   * in on the checkout.
   */
  checkoutFields(fields: CheckoutFields): Promise<Cart>;
  /**
   * docs/product.md#commerce-backend `GET /cart/payment/fields/`: what the external checkout widget
   * needs to show the payment step. An empty cart rejects with 400.
   */
  paymentFields(): Promise<PaymentForm>;
  /**
   * docs/product.md#commerce-backend `POST /cart/payment-result`,
   * docs/product.md#cart-and-checkout: hands the payment provider's answer to the backend. A
   * completed payment resolves the order and leaves the shopper an empty cart; one that did not
   * complete resolves no order and keeps the cart.
   */
  paymentResult(result: PaymentReturn): Promise<PaymentResult>;
  /**
   * docs/product.md#commerce-backend `PUT /cart/email`: sets the shopper's email; a malformed one
   * rejects with 400.
   */
  setEmail(email: string): Promise<Cart>;
  /**
   * docs/product.md#commerce-backend `PUT /cart/country-language/`: moves the cart to the current
   * site's country and language (prices, currency and texts follow), after the shopper changed
   * site.
   */
  setCountryLanguage(): Promise<Cart>;
}
