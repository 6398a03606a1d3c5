import type { Wishlist } from './wishlist-toggle';

/**
 * docs/product.md#wishlist, read back from local storage (key `wishlist`). What is stored may have
 * been written by an older shop, another tab or by hand, so anything that is not a JSON list reads
 * as an empty wishlist, and within a list only non-blank strings are kept, each once, in their
 * order. Never throws.
 */
export function parseStoredWishlist(text: string | undefined): Wishlist {
  if (text === undefined) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const ids = data.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  return [...new Set(ids)];
}

/**
 * docs/product.md#wishlist: the text stored under `wishlist`, a JSON list that
 * `parseStoredWishlist` reads back.
 */
export function formatStoredWishlist(wishlist: Wishlist): string {
  return JSON.stringify(wishlist);
}
