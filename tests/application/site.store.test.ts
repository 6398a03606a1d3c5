import { describe, expect, it, vi } from 'vitest';
import { MemoryMarketGateway } from '../../src/adapters/memory/market-gateway.memory';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { MarketGateway } from '../../src/application/ports/market-gateway.port';
import { SiteStore } from '../../src/application/stores/site.store';

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

  it('refuses a country without a market and a pricelist, keeping the site it had (SPEC §5)', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    await store.loadMarkets();
    store.setSite({ country: 'se', language: 'en' });
    expect(store.setSite({ country: 'jp', language: 'en' })).toEqual({
      ok: false,
      error: { kind: 'site/unknown-country', country: 'jp' },
    });
    expect(store.site).toEqual({ country: 'se', language: 'en' });
  });

  it('offers the sellable countries with SE, NO and DE first (SPEC §9)', async () => {
    const store = new SiteStore(new MemoryMarketGateway());
    await store.loadMarkets();
    expect(store.options.map((option) => option.country)).toEqual([
      'se',
      'no',
      'de',
      'dk',
      'fi',
      'gb',
      'nl',
      'us',
    ]);
    expect(store.options[0]).toEqual({ country: 'se', name: 'Sverige', currency: 'SEK' });
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
});
