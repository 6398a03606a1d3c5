import { describe, expect, it } from 'vitest';
import { CookieCartStorage } from '@/adapters/browser/cookie-cart-storage';
import { BrowserCookieJar } from '@/adapters/browser/cookie-jar.browser';
import { LocalKeyValueStorage } from '@/adapters/browser/local-storage';

/**
 * The cart's cookie in a browser (docs/product.md#before-scripts): what the server reads, kept for
 * a month, and a cart an earlier version kept in localStorage moved into it.
 */
describe('CookieCartStorage', () => {
  const storage = () => new CookieCartStorage(new BrowserCookieJar(), new LocalKeyValueStorage());

  it('keeps the cart in a cookie every request carries', () => {
    storage().set('cart', '{"lines":[]}');
    expect(document.cookie).toContain('cart=');
    expect(storage().get('cart')).toBe('{"lines":[]}');
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('moves a cart kept in localStorage into the cookie', () => {
    localStorage.setItem('cart', 'token-from-before');
    expect(storage().get('cart')).toBe('token-from-before');
    expect(localStorage.getItem('cart')).toBeNull();
    expect(document.cookie).toContain('cart=token-from-before');
  });

  it('forgets the cart in both places', () => {
    localStorage.setItem('cart', 'old');
    const cart = storage();
    cart.set('cart', 'new');
    cart.remove('cart');
    expect(cart.get('cart')).toBeUndefined();
  });
});
