export const CookieJar = Symbol('CookieJar');

/**
 * The browser's cookies (docs/product.md#cookies: visitor,
 * session, newsletter, notice, membership modal).
 */
export interface CookieJar {
  /** The cookie's value, or undefined when it is not set. */
  get(name: string): string | undefined;
  /** Sets a cookie for the whole site that lives `maxAgeSeconds`. */
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}
