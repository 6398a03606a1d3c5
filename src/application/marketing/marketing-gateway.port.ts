export const MarketingGateway = Symbol('MarketingGateway');

/**
 * Newsletter and back-in-stock sign-ups through the shop's backend to Klaviyo
 * (docs/product.md#newsletter-and-back-in-stock). The current site's
 * country and language go with each call. Checking the email's format is the caller's job
 * (docs/product.md#validation); a blank list or item id rejects with a `status` 400 GatewayError,
 * as the backend answers.
 */
export interface MarketingGateway {
  /**
   * docs/product.md#newsletter-and-back-in-stock `POST /api/klaviyo/newsletter-subscribe/{email}`
   * to the given list. Resolves once the backend accepts; its answer is not read. Also serves the
   * docs/product.md#newsletter-and-back-in-stock `createSubscription`.
   */
  subscribeNewsletter(email: string, list: string): Promise<void>;
  /**
   * docs/product.md#newsletter-and-back-in-stock
   * `POST /api/klaviyo/back-in-stock-subscription/{email}` for one item: the answer's `success`
   * flag (false: the sign-up was refused, docs/product.md#errors Back-in-stock failure).
   */
  subscribeBackInStock(email: string, itemId: string): Promise<boolean>;
}
