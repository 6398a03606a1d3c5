import { describe, expect, it } from 'vitest';
import { MemoryMarketGateway } from '@/adapters/memory/market-gateway.memory';
import { SiteStore } from '@/application/site/site.store';
import { enterSite, SiteUnavailableError } from '@/application/site/enter-site';

const enter = (store: SiteStore, url: string, visitorCountry?: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return enterSite(store, {
    pathname: parsed.pathname,
    search: parsed.search,
    query: Object.fromEntries(parsed.searchParams),
    visitorCountry,
  });
};

describe('entering the shop through a route (docs/product.md#start-up)', () => {
  it('sets the site of a known prefix', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    expect(await enter(store, '/no/kitchen')).toEqual({ kind: 'ready' });
    expect(store.current?.market.name).toBe('Norway');
    expect(store.site.language).toBe('en');
    expect(await enter(store, '/se-en')).toEqual({ kind: 'ready' });
    expect(store.site).toEqual({ country: 'se', language: 'en' });
  });

  it('sends a prefix-less URL to the default market, keeping the URL', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    expect(await enter(store, '/')).toEqual({ kind: 'redirect', to: '/se' });
    expect(await enter(store, '/about-us?ref=mail')).toEqual({
      kind: 'redirect',
      to: '/se/about-us?ref=mail',
    });
  });

  it("sends a first visit to the visitor's own country when it is sold in", async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    expect(await enter(store, '/about', 'NO')).toEqual({ kind: 'redirect', to: '/no/about' });
    expect(await enter(store, '/about', 'JP')).toEqual({ kind: 'redirect', to: '/se/about' });
  });

  it('keeps a shopper in the site they chose when a link has no prefix', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    await enter(store, '/fi');
    expect(await enter(store, '/about', 'NO')).toEqual({ kind: 'redirect', to: '/fi/about' });
  });

  it('rewrites a long prefix to its short form', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    expect(await enter(store, '/se-sv/bowls?x=1')).toEqual({
      kind: 'redirect',
      to: '/se/bowls?x=1',
    });
  });

  it('treats an unknown country or language as a path under the default market', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    expect(await enter(store, '/jp')).toEqual({ kind: 'redirect', to: '/se/jp' });
    expect(await enter(store, '/se-fr/x')).toEqual({ kind: 'redirect', to: '/se/se-fr/x' });
  });

  it('takes the site from the editor in preview (docs/product.md#route-prefix)', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    expect(await enter(store, '/home?_storyblok=123&_storyblok_lang=default')).toEqual({
      kind: 'ready',
    });
    expect(store.site).toEqual({ country: 'se', language: 'en' });
    expect(store.isPreview).toBe(true);
    await expect(enter(store, '/home?_storyblok=1&_storyblok_lang=fr')).rejects.toBeInstanceOf(
      SiteUnavailableError,
    );
  });

  it('throws rather than redirect for ever when the default market is not sold in', async () => {
    const store = new SiteStore(
      new MemoryMarketGateway([{ id: '2', name: 'Norway', countries: ['NO'] }]),
    );
    await expect(enter(store, '/about')).rejects.toBeInstanceOf(SiteUnavailableError);
  });
});
