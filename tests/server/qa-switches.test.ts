import { describe, expect, it } from 'vitest';
import { shellStartOf, testShopServer } from '../support/shop-server';

describe("QA's switches on a page's address (README: QA switches)", () => {
  it.each([
    [
      '/se/servering?catalogue=99999999',
      /catalogue size "99999999": use a whole number from 1 to 20000/,
    ],
    ['/se/servering?catalogue=many', /use a whole number from 1 to 20000/],
    ['/se?faults=basket:500', /Unknown port "basket" in faults; use one of cart, .*content/],
    ['/se?faults=cart:42', /cart/],
    ['/se?latency=-5', /latency must be whole milliseconds from 0 to \d+/],
  ])('%s that cannot be read answers 400, saying what is allowed', async (path, says) => {
    const { get, lines } = testShopServer();
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const html = await answer.text();
    // The words are in the page before any script runs …
    const root = (/<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '').replaceAll(
      '&quot;',
      '"',
    );
    expect(root).toMatch(says);
    expect(root).toContain('role="alert"');
    // … and the browser starts on the server's settings, reading the same address.
    expect(shellStartOf(html)?.settings).toMatchObject({ VITE_SHOP_ORIGIN: 'https://lera.shop' });
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ status: 400, cache: 'bad-request' });
  });

  it('leaves switches in range to the fakes', async () => {
    const { get } = testShopServer();
    expect((await get('/se/servering?catalogue=20000&latency=0')).status).toBe(200);
  }, 30_000);

  it('reads a malformed percent-encoding as a 400 in a switch, and in a path as no page', async () => {
    const { get } = testShopServer();
    expect((await get('/se?faults=%E0%A4%A')).status).toBe(400);
    expect((await get('/se?catalogue=%')).status).toBe(400);
    expect((await get('/se/%E0%A4%A')).status).toBe(404);
  }, 30_000);
});
