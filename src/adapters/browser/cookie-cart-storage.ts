import type { CartStorage } from '@/application/cart/cart-storage.port';
import type { CookieJar } from '@/application/shared/cookie-jar.port';
import type { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { CART_COOKIE_MAX_AGE_S } from '@/adapters/shared/cart-storage-key';

/**
 * The cart in a cookie, which every request carries, so the server can add to it and show it
 * when a page is used before its scripts have run (docs/product.md#before-scripts). A cart kept
 * in `localStorage` by an earlier version of the shop moves into the cookie when first read.
 * Where cookies cannot be read (no document), there is no kept cart.
 */
export class CookieCartStorage implements CartStorage {
  constructor(
    private readonly cookies: CookieJar,
    private readonly earlier: KeyValueStorage,
  ) {}

  get(key: string): string | undefined {
    if (typeof document === 'undefined') return undefined;
    const kept = this.cookies.get(key);
    if (kept !== undefined) return kept;
    const moved = this.earlier.get(key);
    if (moved === undefined) return undefined;
    this.set(key, moved);
    this.earlier.remove(key);
    return moved;
  }

  set(key: string, value: string): void {
    if (typeof document !== 'undefined') this.cookies.set(key, value, CART_COOKIE_MAX_AGE_S);
  }

  remove(key: string): void {
    if (typeof document !== 'undefined') this.cookies.remove(key);
    this.earlier.remove(key);
  }
}
