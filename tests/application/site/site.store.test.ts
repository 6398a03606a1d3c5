import { describe, expect, it, vi } from 'vitest';
import { MemoryMarketGateway } from '@/adapters/memory/market-gateway.memory';
import { GatewayError } from '@/application/shared/gateway-error';
import type { MarketGateway } from '@/application/site/market-gateway.port';
import { SiteStore } from '@/application/site/site.store';

describe('SiteStore', () => {
  it('knows no market until markets are loaded and a site is set', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    expect(store.current).toBeUndefined();
    await store.loadMarkets();
    expect(store.current).toBeUndefined();
    expect(store.setSite({ country: 'no', language: 'en' }).ok).toBe(true);
    expect(store.current?.market.name).toBe('Norway');
    expect(store.current?.pricelist.currency.code).toBe('NOK');
  });

  it('refuses a country without a market and a pricelist, keeping the site it had (docs/product.md#validation)', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    await store.loadMarkets();
    store.setSite({ country: 'se', language: 'en' });
    expect(store.setSite({ country: 'jp', language: 'en' })).toEqual({
      ok: false,
      error: { kind: 'site/unknown-country', country: 'jp' },
    });
    expect(store.site).toEqual({ country: 'se', language: 'en' });
  });

  it('offers the sellable countries with SE, NO and DE first, then by Swedish name (docs/product.md#constants-and-limits)', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    await store.loadMarkets();
    expect(store.options.map((option) => option.name)).toEqual([
      'Sverige',
      'Norge',
      'Tyskland',
      'Danmark',
      'Finland',
      'Nederländerna',
      'Storbritannien',
      'USA',
    ]);
    expect(store.options[0]).toEqual({ country: 'se', name: 'Sverige', currency: 'SEK' });
    expect([...store.countries].sort()).toEqual(
      store.options.map((option) => option.country).sort(),
    );
  });

  it('loads markets once, even when asked twice at the same time', async () => {
    const gateway = new MemoryMarketGateway();
    const markets = vi.spyOn(gateway, 'markets');
    const store = new SiteStore(gateway);
    await Promise.all([store.loadMarkets(), store.loadMarkets()]);
    await store.loadMarkets();
    expect(markets).toHaveBeenCalledTimes(1);
  });

  it('passes a gateway failure on and lets a later call try again', async () => {
    const healthy = new MemoryMarketGateway();
    let failing = true;
    const flaky: MarketGateway = {
      market: (id) => healthy.market(id),
      pricelist: (id) => healthy.pricelist(id),
      markets: () =>
        failing
          ? Promise.reject(new GatewayError('status', 'down', { status: 503 }))
          : healthy.markets(),
      pricelists: () => healthy.pricelists(),
    };
    const store = new SiteStore(flaky);
    await expect(store.loadMarkets()).rejects.toMatchObject({ kind: 'status', status: 503 });
    expect(store.markets).toEqual([]);
    failing = false;
    await store.loadMarkets();
    expect(store.markets.length).toBeGreaterThan(0);
  });

  describe('country and language changes (docs/product.md#markets-and-pricelists)', () => {
    async function onSite(country: string, language: 'sv' | 'en', preview = false) {
      const store = new SiteStore(new MemoryMarketGateway());
      await store.loadMarkets();
      store.setSite({ country, language }, { preview });
      return store;
    }

    it('a new country starts in its default language, on the same page', async () => {
      const store = await onSite('se', 'en');
      expect(store.changeCountry('NO', { pathname: '/se-en/kitchen', search: '?q=1' })).toEqual({
        ok: true,
        value: '/no/kitchen?q=1',
      });
      expect(store.site).toEqual({ country: 'no', language: 'en' });
      expect(store.current?.market.countries).toContain('NO');
      expect(store.changeCountry('se', { pathname: '/no/kitchen' })).toEqual({
        ok: true,
        value: '/se/kitchen',
      });
      expect(store.site).toEqual({ country: 'se', language: 'sv' });
    });

    it('refuses a country outside every market and pricelist, keeping the site', async () => {
      const store = await onSite('no', 'en');
      expect(store.changeCountry('jp', { pathname: '/no' })).toEqual({
        ok: false,
        error: { kind: 'site/unknown-country', country: 'jp' },
      });
      expect(store.site).toEqual({ country: 'no', language: 'en' });
    });

    it('a new language keeps the country; an unknown one is invalid', async () => {
      const store = await onSite('se', 'sv');
      expect(store.languages).toEqual(['sv', 'en']);
      expect(store.changeLanguage('en', { pathname: '/se/om-oss', search: 'a=b' })).toEqual({
        ok: true,
        value: '/se-en/om-oss?a=b',
      });
      expect(store.site).toEqual({ country: 'se', language: 'en' });
      expect(store.changeLanguage('fr', { pathname: '/se-en' })).toEqual({
        ok: false,
        error: { kind: 'site/invalid-language', language: 'fr' },
      });
      expect(store.site).toEqual({ country: 'se', language: 'en' });
    });

    it('keeps preview mode across a change', async () => {
      const store = await onSite('se', 'en', true);
      expect(store.changeLanguage('sv', { pathname: '/se-en' }).ok).toBe(true);
      expect(store.isPreview).toBe(true);
      const live = await onSite('se', 'en');
      live.changeCountry('dk', { pathname: '/se-en' });
      expect(live.isPreview).toBe(false);
    });
  });

  it('writes its state to JSON and reads it back without asking again (docs/architecture.md#stores)', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    await store.loadMarkets();
    store.setSite({ country: 'fi', language: 'en' }, { preview: true });

    const gateway = new MemoryMarketGateway();
    const markets = vi.spyOn(gateway, 'markets');
    const fresh = new SiteStore(gateway);
    fresh.hydrate(JSON.parse(JSON.stringify(store.toJSON())));
    expect(fresh.toJSON()).toEqual(store.toJSON());
    expect(fresh.current).toEqual(store.current);
    expect(fresh.isPreview).toBe(true);
    await fresh.loadMarkets();
    expect(markets).not.toHaveBeenCalled();
  });
});
