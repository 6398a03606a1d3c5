import { describe, expect, it } from 'vitest';
import { SHOP, testShopServer } from '../support/shop-server';

/**
 * The add-to-cart form a page posts before its scripts (docs/product.md#before-scripts): the
 * server adds the line, keeps the cart in its cookie and answers with the checkout, which lists
 * it; a post from outside the shop, or one without an item, adds nothing.
 */
describe('the add-to-cart form on the server', () => {
  const { app, get } = testShopServer();

  const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request(`${SHOP}/se/cart`, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { Origin: SHOP, ...headers },
    });

  /** The `cart` cookie an answer sets, as the browser sends it back. */
  const cartCookie = (answer: Response) => {
    const set = answer.headers.get('Set-Cookie') ?? '';
    return /^cart=[^;]+/.exec(set)?.[0];
  };

  it('adds the line, keeps it in the cookie and sends the shopper to the checkout', async () => {
    const answer = await post({ item: '1001-1', quantity: '2' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/se/checkout');
    expect(answer.headers.get('Set-Cookie')).toMatch(
      /Max-Age=2592000; Path=\/; Secure; SameSite=Lax/,
    );
    const cookie = cartCookie(answer);
    expect(cookie).toBeDefined();

    const checkout = await get('/se/checkout', { Cookie: cookie ?? '' });
    expect(checkout.status).toBe(200);
    // The visitor's own page: never kept by a cache, nor revalidated as another's.
    expect(checkout.headers.get('Cache-Control')).toBe('private, no-store');
    expect(checkout.headers.get('ETag')).toBeNull();
    const html = await checkout.text();
    expect(html).toContain('Middagstallrik 27 cm');
    expect(html).toMatch(/<option value="2" selected="">2<\/option>/);
  });

  it('adds to the cart the cookie already names', async () => {
    const first = cartCookie(await post({ item: '1001-1' })) ?? '';
    const second = await post({ item: '1001-1' }, { Cookie: first });
    const html = await (await get('/se/checkout', { Cookie: cartCookie(second) ?? '' })).text();
    expect(html).toMatch(/<option value="2" selected="">2<\/option>/);
  });

  it('shows no cart on the checkout of a visitor without one', async () => {
    const html = await (await get('/se/checkout')).text();
    expect(html).not.toContain('Middagstallrik 27 cm');
  });

  it('says on the checkout why an add did not happen', async () => {
    const answer = await post({ item: 'no-such-item' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/se/checkout?added=failed');
    const html = await (await get('/se/checkout?added=failed')).text();
    expect(html).toContain('Varan kunde inte läggas i varukorgen');
  });

  it('answers a form without an item with a bad request, adding nothing', async () => {
    const answer = await post({ quantity: '1' });
    expect(answer.status).toBe(400);
    expect(cartCookie(answer)).toBeUndefined();
  });

  it('refuses a post from another site', async () => {
    const answer = await post({ item: '1001-1' }, { Origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(cartCookie(answer)).toBeUndefined();
  });

  it('sends a visit to the cart page on to the checkout', async () => {
    const answer = await get('/se/cart');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/se/checkout');
  });
});
