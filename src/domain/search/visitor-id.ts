/** Ids of this shape are what the provider's own script makes (docs/product.md#search-provider). */
const VISITOR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Cookies: whether a visitor or session id read from its cookie (docs/product.md#search-data,
 * docs/product.md#constants-and-limits, both for search analytics) can be sent to the search
 * provider as it is: 1–64 letters, digits, `_` or `-`. Anything else — garbage, JSON, a huge value
 * — is replaced with a fresh id.
 */
export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && VISITOR_ID.test(value);
}
