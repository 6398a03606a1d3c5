/**
 * docs/product.md#account-data `token` and `wishlist`; `cart` keeps the cart between reloads
 * (docs/decisions/0020-cart-token-travels-in-the-body.md).
 */
export const STORAGE_KEYS = { token: 'token', wishlist: 'wishlist', cart: 'cart' } as const;
