import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/server/security/content-security-policy';
import { NO_SOURCES, thirdPartySources } from '@/server/security/third-party-sources';
import { parseShopConfig } from '@/composition/config';
import { SHOP, testShopServer } from '../support/shop-server';

/** A policy's directives by name. */
function directivesOf(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(/;\s*/).map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const CONFIGURED = { payment: [], images: [], editor: 'https://app.storyblok.com' };

describe('every answer (docs/operations.md#security-headers)', () => {
  it.each(['/se/middagstallrik-sand', '/assets/index-abc123.js', '/healthz', '/sw.js', '/nope/x'])(
    '%s carries the security headers',
    async (path) => {
      const { get } = testShopServer();
      const answer = await get(path);
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(answer.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('Permissions-Policy')).toMatch(/camera=\(\).*geolocation=\(\)/);
      expect(answer.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
      const policy = directivesOf(answer.headers.get('Content-Security-Policy'));
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      // Published over https: browsers are told to stay there.
      expect(answer.headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
    },
    30_000,
  );

  it("gives each page a nonce of its own, which the page's scripts and preloads carry", async () => {
    const { get } = testShopServer();
    const nonces = [];
    for (const attempt of [1, 2]) {
      const answer = await get('/se/middagstallrik-sand');
      const script = directivesOf(answer.headers.get('Content-Security-Policy')).get('script-src');
      const nonce = /'nonce-([^']+)'/.exec(script?.join(' ') ?? '')?.[1];
      expect(nonce, `attempt ${attempt}`).toMatch(/^[\w+/]{22}==$/);
      expect(script).toContain("'strict-dynamic'");
      const html = await answer.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      const running = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
      expect(running.length).toBeGreaterThan(0);
      for (const tag of running) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain('lera-csp-nonce');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  }, 30_000);

  it('sends no policy with a 304: a cache would lay its nonce over the page it keeps', async () => {
    const { get } = testShopServer();
    const first = await get('/se/servering');
    const again = await get('/se/servering', { 'If-None-Match': first.headers.get('ETag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Security-Policy')).toBeNull();
    expect(again.headers.get('X-Content-Type-Options')).toBe('nosniff');
  }, 30_000);

  it("lets only the content service's editor frame its preview", async () => {
    const { get } = testShopServer();
    const preview = await get('/se-en?_storyblok=1');
    const policy = directivesOf(preview.headers.get('Content-Security-Policy'));
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://app.storyblok.com']);
    expect(preview.headers.get('X-Frame-Options')).toBeNull();
  }, 30_000);

  it('sends no HSTS when the shop is not published over https', async () => {
    const { get } = testShopServer({ settings: {} });
    const answer = await get('http://127.0.0.1:4173/se');
    expect(answer.headers.get('Strict-Transport-Security')).toBeNull();
    const policy = directivesOf(answer.headers.get('Content-Security-Policy'));
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  }, 30_000);
});

describe("the run mode's third parties", () => {
  it('are none in memory mode: the fakes run in the page', () => {
    expect(thirdPartySources(parseShopConfig({}), CONFIGURED)).toEqual(NO_SOURCES);
  });

  it('come from the settings in http mode: backends, live shopping, maps, tracking, payment, images', () => {
    const backends = {
      VITE_SHOP_ADAPTERS: 'http',
      VITE_SHOP_BACKEND: 'https://shop.example/base',
      VITE_SHOP_SEARCH_KEY: 'key',
    };
    const config = parseShopConfig({
      ...backends,
      VITE_SHOP_SEARCH_BASE: 'https://api.search.example/v3',
      VITE_SHOP_LIVE_SHOPPING_SCRIPT: 'https://live.example/embed.js',
      VITE_SHOP_MAPS_KEY: 'maps-key',
      VITE_SHOP_TRACKING_SITE_ID: 'site',
    });
    const sources = thirdPartySources(config, {
      payment: ['https://pay.example'],
      images: ['https://a.storyblok.com'],
      editor: 'https://app.storyblok.com',
    });
    expect(sources.connect).toEqual(
      expect.arrayContaining(['https://shop.example', 'https://api.search.example']),
    );
    expect(sources.script).toEqual(
      expect.arrayContaining([
        'https://pay.example',
        'https://live.example',
        'https://cdn.ingrid.com',
        'https://*.googleapis.com',
      ]),
    );
    expect(sources.frame).toEqual(expect.arrayContaining(['https://pay.example']));
    expect(sources.img).toEqual(expect.arrayContaining(['https://a.storyblok.com']));
    expect(sources.media).toEqual(['https://a.storyblok.com', 'https://live.example']);
    expect(sources.formAction).toEqual(['https://pay.example']);
    // Without their keys, neither maps nor tracking is allowed in.
    const bare = thirdPartySources(parseShopConfig(backends), CONFIGURED);
    expect(bare.script).toEqual([]);
    expect(bare.connect).toEqual(['https://shop.example']);
  });

  it('stand in the policy beside the shop itself', () => {
    const policy = directivesOf(
      contentSecurityPolicy({
        nonce: 'abc',
        sources: {
          ...NO_SOURCES,
          connect: ['https://shop.example'],
          frame: ['https://pay.example'],
        },
        https: true,
      }),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://shop.example']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://pay.example']);
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('reach the answers of an http-mode server', async () => {
    const { get } = testShopServer({
      settings: {
        VITE_SHOP_ADAPTERS: 'http',
        VITE_SHOP_BACKEND: 'http://127.0.0.1:9',
        VITE_SHOP_SEARCH_KEY: 'key',
        VITE_SHOP_ORIGIN: SHOP,
      },
      sources: { payment: ['https://pay.example'], images: [], editor: 'https://editor.example' },
    });
    const answer = await get('/healthz');
    const policy = directivesOf(answer.headers.get('Content-Security-Policy'));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:9',
      'https://pay.example',
    ]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://pay.example']);
    expect(answer.headers.get('Permissions-Policy')).toContain(
      'payment=(self "https://pay.example")',
    );
  });
});
