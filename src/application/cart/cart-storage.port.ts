import type { KeyValueStorage } from '@/application/shared/key-value-storage.port';

export const CartStorage = Symbol('CartStorage');

/**
 * Where the shopper's cart is kept between pages (docs/product.md#before-scripts): somewhere the
 * server sees it too — a cookie in a browser — so a page answered before the shop's scripts, or
 * without them, can add to the cart and show it. The cart gateways keep their cart (key `cart`)
 * here: the HTTP adapter its token, the memory fake the whole cart.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the same storage, its own token
export interface CartStorage extends KeyValueStorage {}
