import { STORAGE_KEYS } from '@/domain/shared/storage-keys';

/**
 * Where both cart gateways keep the shopper's cart between pages (a `CartStorage` key, and in a
 * browser the cookie's name): the HTTP adapter its token, the memory fake the whole cart.
 */
export const CART_STORAGE_KEY = STORAGE_KEYS.cart;

/**
 * How long a browser keeps the cart cookie after its last change (docs/product.md#cookies): a
 * month, as long as the visitor id, so a cart left one evening is still there at the weekend.
 */
export const CART_COOKIE_MAX_AGE_S = 2_592_000;
