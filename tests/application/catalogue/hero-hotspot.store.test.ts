import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_HOTSPOT_SKUS } from '@/adapters/memory/seed/content/home.seed';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { SearchGateway } from '@/application/search/search-gateway.port';
import { HeroHotspotStore } from '@/application/catalogue/hero-hotspot.store';
import { HERO_HOTSPOT_QUERY_LIMIT, type HeroHotspot } from '@/domain/hero/hero-hotspot';
import { cartShop, type CartShop } from '../../support/cart-shop';

const hotspot = (sku: string, uid = `h-${sku}`): HeroHotspot => ({ uid, sku, x: 50, y: 50 });

describe('HeroHotspotStore (docs/product.md#hero-hotspot)', () => {
  let shop: CartShop;
  let store: HeroHotspotStore;

  beforeEach(async () => {
    shop = await cartShop();
    store = shop.container.get(HeroHotspotStore);
  });

  afterEach(() => vi.restoreAllMocks());

  it('finds each seeded hotspot product, showing the colour its sku names', async () => {
    const catalogue = shop.container.get<CatalogueGateway>(CatalogueGateway);
    for (const sku of HERO_HOTSPOT_SKUS) {
      const spot = hotspot(sku);
      expect(store.entry(spot).status).toBe('loading');
      await store.load(spot);
      const entry = store.entry(spot);
      if (entry.status !== 'ready') throw new Error(`No product for ${sku}`);
      const product = await catalogue.productBySku(sku);
      expect(entry.model.variantId).toBe(product.id);
      expect(entry.model.quantity).toBe(0);
    }
  });

  it('asks the search provider for at most 3 items, once per hotspot', async () => {
    const search = shop.container.get<SearchGateway>(SearchGateway);
    const spy = vi.spyOn(search, 'search');
    const spot = hotspot(HERO_HOTSPOT_SKUS[0]);
    await Promise.all([store.load(spot), store.load(spot)]);
    await store.load(spot);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[0].limit).toBe(HERO_HOTSPOT_QUERY_LIMIT);
  });

  it('gives each hotspot its own view model', async () => {
    const [a, b] = [hotspot(HERO_HOTSPOT_SKUS[1], 'a'), hotspot(HERO_HOTSPOT_SKUS[1], 'b')];
    await Promise.all([store.load(a), store.load(b)]);
    const [first, second] = [store.entry(a), store.entry(b)];
    if (first.status !== 'ready' || second.status !== 'ready') throw new Error('Not found');
    first.model.increment();
    expect(second.model.quantity).toBe(0);
  });

  it('leaves out a sku the market does not sell, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const spot = hotspot('LERA-NOTHING-AT-ALL');
    await store.load(spot);
    expect(store.entry(spot)).toEqual({ status: 'missing' });
    expect(warn).toHaveBeenCalledOnce();
  });
});
