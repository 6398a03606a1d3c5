export const ShopOrigin = Symbol('ShopOrigin');

/**
 * Where the shop is published: a page's head names its canonical and alternate addresses
 * absolutely (docs/product.md#search-engines). `VITE_SHOP_ORIGIN` when set; else the server takes
 * the request's and hands it to the page, so both sides name the same.
 */
export interface ShopOrigin {
  /** `https://lera.shop`: scheme, host and port, no path. */
  readonly origin: string;
}
