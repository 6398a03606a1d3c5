import { describe, expect, it } from 'vitest';
import { cartCookieHeaders, requestCartCookies } from '@/server/cart-cookie';

describe('the cart cookie on the server', () => {
  it('reads the cart alone from a Cookie header, decoded as the page wrote it', () => {
    expect(requestCartCookies('uid=1; cart=%7B%22lines%22%3A%5B%5D%7D; sid=2')).toEqual({
      cart: '{"lines":[]}',
    });
    expect(requestCartCookies('cart="token-1"')).toEqual({ cart: 'token-1' });
    expect(requestCartCookies('uid=1; carts=other')).toEqual({});
    expect(requestCartCookies(null)).toEqual({});
  });

  it('reads a cart whose value does not decode as none', () => {
    expect(requestCartCookies('cart=%E0%A4%A')).toEqual({});
  });

  it('sets a changed cart for the whole site for a month, and removes a forgotten one', () => {
    const [set, removed] = cartCookieHeaders({ cart: '{"a":1}', gone: null }, true);
    expect(set).toBe('cart=%7B%22a%22%3A1%7D; Max-Age=2592000; Path=/; Secure; SameSite=Lax');
    expect(removed).toBe('gone=; Max-Age=0; Path=/; Secure; SameSite=Lax');
    expect(cartCookieHeaders({ cart: 't' }, false)[0]).not.toContain('Secure');
  });

  it('round-trips any cart through the header it sets', () => {
    const cart = '{"site":{"country":"se"},"lines":[{"item":"1001-1","quantity":2}]} ;,=';
    const [line] = cartCookieHeaders({ cart }, false);
    const pair = line?.split(';')[0] ?? '';
    expect(requestCartCookies(pair)).toEqual({ cart });
  });
});
