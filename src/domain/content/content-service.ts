/**
 * docs/product.md#backend-calls, docs/product.md#constants-and-limits: how long the content proxy
 * is given, in seconds.
 */
export const CONTENT_PROXY_TIMEOUT_SECONDS = 10;
