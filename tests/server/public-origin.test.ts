import { describe, expect, it } from 'vitest';
import { StartupError } from '@/composition/config';
import { LOOPBACK_HOSTS, originRule, publicOrigin } from '@/server/public-origin';
import { SHOP, testShopServer } from '../support/shop-server';

const HTTP_MODE = {
  VITE_SHOP_ADAPTERS: 'http',
  VITE_SHOP_BACKEND: 'http://127.0.0.1:9',
  VITE_SHOP_SEARCH_KEY: 'key',
};

describe('the public origin (docs/operations.md#public-origin)', () => {
  it('is the configured one, whatever host a request names', () => {
    const rule = originRule({ VITE_SHOP_ORIGIN: 'https://lera.shop/se' }, undefined);
    expect(publicOrigin(rule, new URL('http://evil.example/se'))).toBe('https://lera.shop');
  });

  it("is a request's own only from an allowed host: a name on any port, host:port on its own", () => {
    const rule = originRule({}, ['Shop.test', 'preview.test:8080']);
    expect(publicOrigin(rule, new URL('http://shop.test:4173/se'))).toBe('http://shop.test:4173');
    expect(publicOrigin(rule, new URL('http://preview.test:8080/'))).toBe(
      'http://preview.test:8080',
    );
    expect(publicOrigin(rule, new URL('http://preview.test:9090/'))).toBeUndefined();
    expect(publicOrigin(rule, new URL('http://evil.example/'))).toBeUndefined();
    expect(publicOrigin(rule, new URL('http://shop.test.evil.example/'))).toBeUndefined();
  });

  it("trusts this machine's own names in memory mode when nothing else is set", () => {
    expect(originRule({}, undefined)).toEqual({ kind: 'allowed-hosts', hosts: LOOPBACK_HOSTS });
    const rule = originRule({}, undefined);
    expect(publicOrigin(rule, new URL('http://127.0.0.1:4173/'))).toBe('http://127.0.0.1:4173');
    expect(publicOrigin(rule, new URL('http://[::1]:4173/'))).toBe('http://[::1]:4173');
    expect(publicOrigin(rule, new URL('http://lera.shop/'))).toBeUndefined();
  });

  it('is required in http mode: no VITE_SHOP_ORIGIN and no allow-list stops the start, naming it', () => {
    expect(() => originRule(HTTP_MODE, undefined)).toThrow(StartupError);
    expect(() => originRule(HTTP_MODE, undefined)).toThrow(/VITE_SHOP_ORIGIN/);
    expect(() => testShopServer({ settings: HTTP_MODE })).toThrow(/VITE_SHOP_ORIGIN/);
    expect(originRule(HTTP_MODE, ['lera.shop'])).toEqual({
      kind: 'allowed-hosts',
      hosts: ['lera.shop'],
    });
  });
});

describe('a page a cache keeps', () => {
  it('names the configured origin, never the Host or X-Forwarded-Host it was asked with', async () => {
    const { get } = testShopServer();
    const answer = await get('http://evil.example/se/middagstallrik-sand', {
      'X-Forwarded-Host': 'evil.example',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toMatch(/s-maxage=300/);
    const html = await answer.text();
    expect(html).toContain(`<link rel="canonical" href="${SHOP}/se/middagstallrik-sand"`);
    expect(html).toContain(`<meta property="og:url" content="${SHOP}/se/middagstallrik-sand"`);
    expect(html).not.toContain('evil.example');
    for (const path of ['/robots.txt', '/sitemap.xml', '/se/sitemap.xml']) {
      const text = await (await get(`http://evil.example${path}`)).text();
      expect(text, path).toContain(SHOP);
      expect(text, path).not.toContain('evil.example');
    }
  }, 30_000);

  it('is refused, uncached, to a host off the allow-list when no origin is configured', async () => {
    const { get } = testShopServer({ settings: {} });
    for (const path of ['/se/middagstallrik-sand', '/robots.txt', '/sitemap.xml', '/']) {
      const answer = await get(`http://evil.example${path}`);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('Cache-Control'), path).toBe('no-store');
      expect(await answer.text(), path).toMatch(/Unknown host "evil.example".*VITE_SHOP_ORIGIN/);
    }
    const local = await get('http://127.0.0.1:4173/se/middagstallrik-sand');
    expect(await local.text()).toContain(
      '<link rel="canonical" href="http://127.0.0.1:4173/se/middagstallrik-sand"',
    );
    // What names no origin is served to any host: a probe's, a file's.
    expect((await get('http://10.0.0.7/healthz')).status).toBe(200);
    expect((await get('http://10.0.0.7/sw.js')).status).toBe(200);
  }, 30_000);
});

describe('redirects', () => {
  it("say that the start-up's follows the visitor's country, and no shared cache keeps it", async () => {
    const { get } = testShopServer();
    const answer = await get('/', { 'X-Country-Code': 'NO' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Vary')).toMatch(/X-Country-Code/);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
  }, 30_000);

  it('keep an untidy address’s tidy one for a day', async () => {
    const { get } = testShopServer();
    const answer = await get('/SE/servering');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=86400');
  });
});
