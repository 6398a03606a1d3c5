import { generateCookie } from 'hono/cookie';
import { CART_COOKIE_MAX_AGE_S, CART_STORAGE_KEY } from '@/adapters/shared/cart-storage-key';
import type { CookieChanges } from './request-cart-storage';

/**
 * The one cookie a render may read, the cart's (docs/product.md#before-scripts), from a request's
 * `Cookie` header, decoded as the page's cookie library writes it; a value that does not decode
 * is no cart.
 */
export function requestCartCookies(header: string | null): Record<string, string | undefined> {
  for (const pair of header ? header.split(/;\s*/) : []) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== CART_STORAGE_KEY) continue;
    try {
      return { [CART_STORAGE_KEY]: decodeURIComponent(pair.slice(at + 1).replace(/^"|"$/g, '')) };
    } catch {
      return {};
    }
  }
  return {};
}

/**
 * The `Set-Cookie` lines for what a render changed, for the whole site as the browser's own code
 * sets them: readable by the page's scripts, which keep the cart in it too; secure on https.
 */
export function cartCookieHeaders(changes: CookieChanges, secure: boolean): string[] {
  return Object.entries(changes).map(([name, value]) =>
    generateCookie(name, value ?? '', {
      path: '/',
      maxAge: value === null ? 0 : CART_COOKIE_MAX_AGE_S,
      sameSite: 'Lax',
      secure,
    }),
  );
}
