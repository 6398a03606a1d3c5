/** docs/product.md#orders: where an order went and whom to reach about it. */
export interface OrderAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly city: string;
  /** Empty where the country has no states. */
  readonly state: string;
  /** The upper-case ISO country code, `SE`. */
  readonly country: string;
  readonly zipCode: string;
  /**
   * The street, which the checkout asks for (docs/product.md#checkout-details); an account's past
   * orders may come without it.
   */
  readonly street?: string | undefined;
}
