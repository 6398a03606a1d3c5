import type { KeyValueStorage } from '@/application/shared/key-value-storage.port';

/**
 * `localStorage`, when the browser allows it. Private modes and blocked storage throw on any
 * access; the shop then simply forgets between visits (docs/product.md#constants-and-limits `token`,
 * `wishlist`).
 */
export class LocalKeyValueStorage implements KeyValueStorage {
  get(key: string): string | undefined {
    try {
      return window.localStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  }

  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Full or blocked storage: the value lives for this page only.
    }
  }

  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored to remove.
    }
  }
}
