import { STORAGE_KEYS } from '@/domain/constants';
import type { Cart, CartAddition } from '@/domain/cart/cart';
import type { CheckoutFields, PaymentForm } from '@/domain/cart/checkout';
import type { PaymentResult, PaymentReturn } from '@/domain/cart/payment-result';

export const CartGateway = Symbol('CartGateway');

/**
 * The shopper's cart and checkout at the commerce backend (SPEC §7 `/cart/…`, §4 Cart and
 * checkout). The gateway keeps track of which cart is the shopper's, across reloads; the first
 * call without one starts a new, empty cart. Every change answers the whole cart, which SPEC §4
 * puts in place of the selection.
 *
 * Refusals reject with a `status` GatewayError whose `responseText` is the backend's JSON
 * (`{"errors":{"quantity":"…"}}`): 400 for input the backend does not take (a quantity that is
 * not a whole number, a malformed email, an unknown voucher code or country, paying for an empty
 * cart), 404 for an unknown item, line or applied voucher, 409 for more pieces than in stock.
 */
export interface CartGateway {
  /** SPEC §7 `POST /cart/`: starts a new, empty cart for the current site and keeps it. */
  create(): Promise<Cart>;
  /** SPEC §7 `GET /cart/`, §4: the shopper's cart, a new empty one when there is none yet. */
  get(): Promise<Cart>;
  /**
   * SPEC §7 `POST /cart/item/{id}/quantity/{qty}` (qty defaults to 1): adds pieces of an item,
   * to the line already holding it if any. Resolves the cart and that line. More pieces than
   * the market's stock (SPEC §5 Add-to-cart limit, §8) reject with status 409, leaving the cart
   * as it was; an unknown item with 404.
   */
  addItem(itemId: string, quantity?: number): Promise<CartAddition>;
  /**
   * SPEC §7 `PUT /cart/item/{line}/quantity/{qty}`: sets a line's quantity; 0 removes the line.
   * Over the stock rejects with 409, an unknown line with 404.
   */
  updateQuantity(lineId: string, quantity: number): Promise<Cart>;
  /** SPEC §7 `POST /cart/vouchers/{code}`: applies a voucher; an unknown code rejects with 400. */
  addVoucher(code: string): Promise<Cart>;
  /** SPEC §7 `DELETE /cart/vouchers/{code}`: removes an applied voucher (404 when not applied). */
  removeVoucher(code: string): Promise<Cart>;
  /**
   * SPEC §7 `PUT /cart/checkout-update/{countryCode?}` with the optional email: moves the cart
   * to a country (which must be in a market and a pricelist, SPEC §4; else 400) and/or sets the
   * shopper's email, as the checkout widget reports them.
   */
  checkoutUpdate(countryCode?: string, email?: string): Promise<Cart>;
  /** SPEC §7 `PUT /cart/checkout-fields/`: stores what the shopper filled in on the checkout. */
  checkoutFields(fields: CheckoutFields): Promise<Cart>;
  /**
   * SPEC §7 `GET /cart/payment/fields/`: what the external checkout widget needs to show the
   * payment step. An empty cart rejects with 400.
   */
  paymentFields(): Promise<PaymentForm>;
  /**
   * SPEC §7 `POST /cart/payment-result`, §4: hands the payment provider's answer to the backend.
   * A completed payment resolves the order and leaves the shopper an empty cart; one that did
   * not complete resolves no order and keeps the cart.
   */
  paymentResult(result: PaymentReturn): Promise<PaymentResult>;
  /** SPEC §7 `PUT /cart/email`: sets the shopper's email; a malformed one rejects with 400. */
  setEmail(email: string): Promise<Cart>;
  /**
   * SPEC §7 `PUT /cart/country-language/`: moves the cart to the current site's country and
   * language (prices, currency and texts follow), after the shopper changed site.
   */
  setCountryLanguage(): Promise<Cart>;
}

/** Where the gateways keep the shopper's cart between reloads (a `KeyValueStorage` key). */
export const CART_STORAGE_KEY = STORAGE_KEYS.cart;
