/**
 * How a call to an outside service failed (docs/architecture.md#ports). Every adapter rejects with
 * this and nothing else, so stores can map failures to the messages (docs/product.md#errors)
 * without knowing HTTP. A refusal the shop has a word for has a kind of its own
 * (`cart/over-stock`); any other refusal is `status`.
 */
export type GatewayErrorKind =
  | 'network'
  | 'timeout'
  | 'status'
  | 'invalid-response'
  /** The cart was asked for more pieces than the market has in stock; the cart is unchanged. */
  | 'cart/over-stock'
  /**
   * A login the account service refused for its email or password: an expected answer the form
   * says at its field, not a failure of the service.
   */
  | 'account/credentials-refused';

export interface GatewayErrorDetails {
  /** The HTTP status, for `status` failures and refusals with a kind of their own. */
  readonly status?: number;
  /**
   * The raw response text, which some docs/product.md#errors messages quote (e.g.
   * Account_Specific_ErrorMsg).
   */
  readonly responseText?: string;
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError';

  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly details: GatewayErrorDetails = {},
  ) {
    super(message);
  }

  get status(): number | undefined {
    return this.details.status;
  }
}
