export const KeyValueStorage = Symbol('KeyValueStorage');

/**
 * Browser storage for what survives a reload (docs/product.md#constants-and-limits:
 * keys `token` and `wishlist`; the cart has a storage of its own, `CartStorage`).
 */
export interface KeyValueStorage {
  /** The stored text, or undefined when nothing is stored or storage is unavailable. */
  get(key: string): string | undefined;
  /** Stores the text; a full or blocked storage is ignored, as the shop works without it. */
  set(key: string, value: string): void;
  remove(key: string): void;
}
