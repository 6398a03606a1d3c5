import { STORAGE_KEYS } from '@/domain/constants';

/**
 * Where both cart gateways keep the shopper's cart between reloads (a `KeyValueStorage` key):
 * the HTTP adapter its token, the memory fake the whole cart. The port does not say how.
 */
export const CART_STORAGE_KEY = STORAGE_KEYS.cart;
