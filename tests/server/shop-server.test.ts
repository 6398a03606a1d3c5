import { beforeAll, describe, expect, it } from 'vitest';
import { createShopServer } from '@/server/shop-server';
import { clientBuild } from '../support/client-build';
import { shellStartOf } from '../support/shop-server';
import { STUB_SEARCH_KEY } from '../../stub-backend/routes/search.routes';
import { startStubBackend } from '../../stub-backend/serve';

const SHOP = 'https://lera.shop';
/** The server's shop settings: the fakes, published at SHOP. */
const SETTINGS = { VITE_SHOP_ORIGIN: SHOP };

describe('the production server', () => {
  let app: ReturnType<typeof createShopServer>;
  const lines: string[] = [];

  beforeAll(() => {
    app = createShopServer({
      clientDir: clientBuild(),
      settings: SETTINGS,
      log: (l) => lines.push(l),
    });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(`${SHOP}${path}`, { headers });

  it("serves a country's flag for the market list, and nothing for any other name", async () => {
    const flag = await get('/flags/SE.svg');
    expect(flag.status).toBe(200);
    expect(flag.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(flag.headers.get('Cache-Control')).toMatch(/^public, max-age=86400/);
    expect(await flag.text()).toMatch(/^<svg[^>]*viewBox="0 0 513 342"/);
    for (const path of [
      '/flags/XY.svg',
      '/flags/se.svg',
      '/flags/SE.png',
      '/flags/..%2Fpackage.json',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('renders a product page with its head: canonical, alternates, structured data', async () => {
    const answer = await get('/se-en/middagstallrik-sand');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Dinner plate 27 cm | Lera</title>');
    expect(head).toContain(
      '<link rel="canonical" href="https://lera.shop/se-en/middagstallrik-sand"',
    );
    expect(head).toMatch(/hrefLang="sv-SE" href="https:\/\/lera.shop\/se\/middagstallrik-sand"/i);
    expect(head).toMatch(/hrefLang="x-default"/i);
    expect(head).toContain('<meta property="og:type" content="product"');
    expect(html).toMatch(/"@type":"Offer"[^}]*"priceCurrency":"SEK"/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('<script type="application/json" id="first-screen">');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      method: 'GET',
      path: '/se-en/middagstallrik-sand',
      status: 200,
      cache: 'page',
      render: expect.any(Number),
    });
    expect(answer.headers.get('Server-Timing')).toMatch(/^render;dur=\d+$/);
  }, 30_000);

  it('answers an unknown page 404 with the not-found page, and the bare address 302', async () => {
    const missing = await get('/se-en/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/could not be found/i);
    const bare = await get('/');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('Location')).toBe('/se');
  }, 30_000);

  it('answers an untidy address with the tidy one, its query kept', async () => {
    const doubled = await app.request(`${SHOP}//se//servering?sort=asc`);
    expect(doubled.status).toBe(301);
    expect(doubled.headers.get('Location')).toBe('/se/servering?sort=asc');
    const capitals = await get('/SE-EN/servering');
    expect(capitals.status).toBe(301);
    expect(capitals.headers.get('Location')).toBe('/se-en/servering');
    expect((await get('/se/servering')).status).toBe(200);
  }, 30_000);

  it('keeps the editors’ preview and the checkout out of every cache', async () => {
    const preview = await get('/se-en?_storyblok=1');
    expect(preview.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await get('/se-en/checkout')).headers.get('Cache-Control')).toBe('private, no-store');
    const category = await get('/se-en/servering');
    expect(category.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400',
    );
    expect((await get('/se-en/no-such-page')).headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=60',
    );
  }, 30_000);

  it('sends a visitor to their country when the CDN names one the shop sells in', async () => {
    expect((await get('/', { 'X-Country-Code': 'NO' })).headers.get('Location')).toBe('/no');
    expect((await get('/', { 'X-Country-Code': 'zz' })).headers.get('Location')).toBe('/se');
    expect((await get('/', { 'X-Country-Code': '<x>' })).headers.get('Location')).toBe('/se');
  }, 30_000);

  it('serves hashed assets for a year, robots.txt with the sitemap, and the health check', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await (await get('/robots.txt')).text()).toContain(
      'Sitemap: https://lera.shop/sitemap.xml',
    );
    expect(await (await get('/healthz')).text()).toBe('ok');
  });

  it('keeps other files a day, checks the service worker on every visit', async () => {
    const icon = await get('/media/content/tile.svg');
    expect(icon.headers.get('Cache-Control')).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    expect((await get('/sw.js')).headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers the seeded photographs resized, as the image CDN does, kept for good', async () => {
    const copy = await get('/media/content/tile.jpg/m/400x0/filters:quality(70):format(webp)');
    expect(copy.status).toBe(200);
    expect(copy.headers.get('Content-Type')).toBe('image/webp');
    expect(copy.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/media/content/none.jpg')).status).toBe(404);
  });

  it('lists every site in the sitemap index, and the catalogue in a site’s sitemap', async () => {
    const index = await (await get('/sitemap.xml')).text();
    expect(index).toContain('<loc>https://lera.shop/se/sitemap.xml</loc>');
    expect(index).toContain('<loc>https://lera.shop/no-sv/sitemap.xml</loc>');
    const swedish = await get('/se/sitemap.xml');
    expect(swedish.headers.get('Content-Type')).toMatch(/application\/xml/);
    const urls = await swedish.text();
    expect(urls).toContain('<loc>https://lera.shop/se</loc>');
    expect(urls).toContain('<loc>https://lera.shop/se/om-oss</loc>');
    expect(urls).toContain('<loc>https://lera.shop/se/servering/tallrikar</loc>');
    expect(urls).toContain('<loc>https://lera.shop/se/middagstallrik-sand</loc>');
    expect(urls).not.toContain('about-us');
    expect((await get('/zz/sitemap.xml')).status).toBe(404);
  }, 30_000);

  it('answers 304 to a cache that holds the same page, rendered from the same data', async () => {
    // The stub's shop is seeded once, so its answers stay the same between renders (the memory
    // fakes are seeded per request, with times relative to it).
    const stub = await startStubBackend();
    try {
      const http = createShopServer({
        clientDir: clientBuild(),
        settings: {
          VITE_SHOP_ADAPTERS: 'http',
          VITE_SHOP_BACKEND: stub.base,
          VITE_SHOP_SEARCH_KEY: STUB_SEARCH_KEY,
          ...SETTINGS,
        },
        log: () => undefined,
      });
      const path = `${SHOP}/se-en/servering/tallrikar`;
      const first = await http.request(path);
      const etag = first.headers.get('ETag');
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await http.request(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      const other = await http.request(`${SHOP}/se-en/servering`, {
        headers: { 'If-None-Match': etag! },
      });
      expect(other.status).toBe(200);
    } finally {
      await stub.close();
    }
  }, 30_000);

  it('says the server is up without asking a backend, and ready when the backends answer', async () => {
    expect((await get('/healthz')).status).toBe(200);
    expect(await (await get('/readyz')).text()).toBe('ready');
    const unreachable = createShopServer({
      clientDir: clientBuild(),
      settings: {
        VITE_SHOP_ADAPTERS: 'http',
        VITE_SHOP_BACKEND: 'http://127.0.0.1:9',
        VITE_SHOP_SEARCH_KEY: 'k',
        VITE_SHOP_TIMEOUT_MS: '500',
        ...SETTINGS,
      },
      log: () => undefined,
    });
    const answer = await unreachable.request(`${SHOP}/readyz`);
    expect(answer.status).toBe(503);
    expect((await unreachable.request(`${SHOP}/healthz`)).status).toBe(200);
  }, 30_000);
});

describe('a render slower than the time limit', () => {
  it('answers the app shell, never cached, and says so in Server-Timing and the log', async () => {
    const lines: string[] = [];
    const slow = createShopServer({
      clientDir: clientBuild(),
      settings: SETTINGS,
      log: (line) => lines.push(line),
      renderTimeLimitMs: 1,
    });
    const answer = await slow.request(`${SHOP}/se-en/servering/tallrikar?latency=200`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<div class="app-shell"></div>');
    expect(html).not.toContain('first-screen');
    // It starts in the server's run mode, with no error to show.
    expect(shellStartOf(html)).toEqual({ settings: { VITE_SHOP_ORIGIN: SHOP } });
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Server-Timing')).toMatch(/desc="too slow: app shell"/);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ status: 200, cache: 'shell' });
  }, 30_000);
});
