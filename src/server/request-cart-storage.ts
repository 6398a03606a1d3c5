import type { CartStorage } from '@/application/cart/cart-storage.port';

/** A cookie the answer sets (a value) or removes (null), by name. */
export type CookieChanges = Readonly<Record<string, string | null>>;

/**
 * The cart as one request carries it in its cookies (docs/product.md#before-scripts): what the
 * render reads, and what it changed, which the answer sets as cookies again.
 */
export class RequestCartStorage implements CartStorage {
  private readonly values: Map<string, string>;
  private readonly changed = new Map<string, string | null>();

  constructor(cookies: Readonly<Record<string, string | undefined>>) {
    this.values = new Map(
      Object.entries(cookies).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  }

  get(key: string): string | undefined {
    return this.values.get(key);
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
    this.changed.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
    this.changed.set(key, null);
  }

  /** What the answer must set or remove for the browser to hold the cart the render left. */
  changes(): CookieChanges {
    return Object.fromEntries(this.changed);
  }
}
