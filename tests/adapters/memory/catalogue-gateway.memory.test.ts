import { describe, expect, it } from 'vitest';
import { MemoryCatalogueGateway } from '@/adapters/memory/catalogue-gateway.memory';
import { CatalogueIndex } from '@/adapters/memory/catalogue-index';
import {
  seedCatalogue,
  type CatalogueSeed,
  type SeedProduct,
} from '@/adapters/memory/seed/catalogue/catalogue.seed';
import { siteContext } from '../../contract/support/sides';

const NORWAY = { country: 'no', language: 'en' } as const;

/** The curated seed with the first product taken out of Norway (market 2). */
function withoutNorway(seed: CatalogueSeed): { seed: CatalogueSeed; hidden: SeedProduct } {
  const [first, ...rest] = seed.products;
  const hidden: SeedProduct = {
    ...first!,
    items: first!.items.map((item) => {
      const { '2': _norway, ...others } = item.stockByMarket;
      return { ...item, stockByMarket: others };
    }),
  };
  return { seed: { ...seed, products: [hidden, ...rest] }, hidden };
}

describe('MemoryCatalogueGateway: only the market decides which products exist', () => {
  const { seed, hidden } = withoutNorway(seedCatalogue());

  it('hides a product without a stock entry for the market, and finds it nowhere there', async () => {
    const norway = new MemoryCatalogueGateway(siteContext(NORWAY), seed);
    const ids = (await norway.products()).map((product) => product.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).toHaveLength(seed.products.length - 1);
    await expect(norway.productById(hidden.id)).rejects.toMatchObject({ status: 404 });
    await expect(norway.productBySku(hidden.sku)).rejects.toMatchObject({ status: 404 });
    expect(await norway.filterProducts([hidden.id])).toEqual([]);
    const silk = await norway.silkProducts(hidden.silkId);
    expect(silk.map((product) => product.id)).not.toContain(hidden.id);
  });

  it('still sells it where it has stock, even none', async () => {
    const sweden = new MemoryCatalogueGateway(siteContext(), seed);
    expect((await sweden.productById(hidden.id)).sku).toBe(hidden.sku);
    const soldOut = seed.products.find((p) => p.items.every((i) => i.stockByMarket['1'] === 0));
    expect((await sweden.productById(soldOut!.id)).id).toBe(soldOut!.id);
  });

  it('answers an unknown country as the 400 a backend would', async () => {
    const nowhere = new MemoryCatalogueGateway(
      siteContext({ country: 'zz', language: 'en' }),
      seed,
    );
    await expect(nowhere.products()).rejects.toMatchObject({ kind: 'status', status: 400 });
  });
});

describe('MemoryCatalogueGateway at scale', () => {
  const big = seedCatalogue(5000);

  it('indexes a seed once, however many gateways are built over it', () => {
    expect(CatalogueIndex.of(big)).toBe(CatalogueIndex.of(big));
    expect(CatalogueIndex.of(big)).not.toBe(CatalogueIndex.of(seedCatalogue()));
  });

  it('serves 5,000 products and finds the last one by every key', async () => {
    const last = big.products.at(-1)!;
    const started = performance.now();
    for (let request = 0; request < 50; request += 1) {
      const gateway = new MemoryCatalogueGateway(siteContext(), big);
      expect(await gateway.products()).toHaveLength(5000);
      expect((await gateway.productByUri(last.uri)).id).toBe(last.id);
      expect((await gateway.productBySku(last.items[0]!.sku)).id).toBe(last.id);
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
