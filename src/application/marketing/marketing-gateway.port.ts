export const MarketingGateway = Symbol('MarketingGateway');

/**
 * Newsletter and back-in-stock sign-ups through the shop's backend to Klaviyo (SPEC §7
 * Newsletter and back-in-stock). The current site's country and language go with each call.
 * Checking the email's format is the caller's job (SPEC §5); a blank list or item id rejects
 * with a `status` 400 GatewayError, as the backend answers.
 */
export interface MarketingGateway {
  /**
   * SPEC §7 `POST /api/klaviyo/newsletter-subscribe/{email}` to the given list. Resolves once
   * the backend accepts; its answer is not read. Also serves the §7 `createSubscription`.
   */
  subscribeNewsletter(email: string, list: string): Promise<void>;
  /**
   * SPEC §7 `POST /api/klaviyo/back-in-stock-subscription/{email}` for one item: the answer's
   * `success` flag (false: the sign-up was refused, SPEC §8 Back-in-stock failure).
   */
  subscribeBackInStock(email: string, itemId: string): Promise<boolean>;
}
