import { describe, expect, it, vi } from 'vitest';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { NetworkConditions } from '@/application/shared/network-conditions.port';
import { SiteStore } from '@/application/site/site.store';
import { PrefetchProduct } from '@/application/catalogue/prefetch-product';
import type { MemoryNetworkConditions } from '@/adapters/memory/network-conditions.memory';
import { testContainer } from '../../support/test-container';

async function shop() {
  const container = await testContainer();
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'sv' });
  const catalogue = container.get<CatalogueGateway>(CatalogueGateway);
  const fetched = vi.spyOn(catalogue, 'productByUri');
  const network = container.get<MemoryNetworkConditions>(NetworkConditions);
  return { prefetch: container.get(PrefetchProduct), fetched, network };
}

describe('PrefetchProduct (docs/product.md#other-calls)', () => {
  it('fetches the product once, however often the shopper points at it', async () => {
    const { prefetch, fetched } = await shop();
    expect(prefetch.run('middagstallrik-sand')).toBe(true);
    expect(prefetch.run('middagstallrik-sand')).toBe(true);
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    expect(fetched).toHaveBeenCalledWith('middagstallrik-sand');
  });

  it.each([
    ['data-saver', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow 2g', { saveData: false, effectiveType: 'slow-2g' }],
  ])('fetches nothing on %s', async (_name, hints) => {
    const { prefetch, fetched, network } = await shop();
    network.hints = hints;
    expect(prefetch.run('middagstallrik-sand')).toBe(false);
    expect(fetched).not.toHaveBeenCalled();
  });
});
