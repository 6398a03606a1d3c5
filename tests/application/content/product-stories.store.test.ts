import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryContentGateway } from '@/adapters/memory/content-gateway.memory';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import type { ContentGateway } from '@/application/content/content-gateway.port';
import { ProductStoriesStore } from '@/application/content/product-stories.store';
import { GatewayError } from '@/application/shared/gateway-error';
import type { SiteContext } from '@/application/shared/site-context.port';
import type { Site } from '@/domain/site/site';
import { SEEDED_CONTENT } from '../../support/content-seeds';

/** A site the test can move. */
function siteAt(site: Site): { -readonly [K in keyof SiteContext]: SiteContext[K] } {
  return { site, isPreview: false, current: undefined };
}

function setUp(site: Site = { country: 'se', language: 'sv' }) {
  const context = siteAt(site);
  const gateway = new MemoryContentGateway(SEEDED_CONTENT, context);
  return { context, gateway, store: new ProductStoriesStore(gateway, context) };
}

const failing = (status = 500): ContentGateway =>
  withFaults(
    new MemoryContentGateway(SEEDED_CONTENT),
    'content',
    faultPlan('content', { kind: 'status', status }),
  );

describe('ProductStoriesStore (docs/product.md#product-page)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a size guide once per language and names a missing one in the log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, gateway, context } = setUp();
    const expected = await gateway.sizeGuide('sv', 'plates');
    const sizeGuide = vi.spyOn(gateway, 'sizeGuide');
    expect(store.sizeGuide('plates')).toBeUndefined();
    const plates = await store.loadSizeGuide('plates');
    expect(plates).toEqual(expected);
    expect(await store.loadSizeGuide('/plates/')).toBe(plates);
    expect(store.sizeGuide('plates')).toBe(plates);
    expect(sizeGuide).toHaveBeenCalledTimes(1);

    context.site = { country: 'se', language: 'en' };
    expect(store.sizeGuide('plates')).toBeUndefined();
    expect((await store.loadSizeGuide('plates'))?.fullSlug).toBe(
      (await gateway.sizeGuide('en', 'plates')).fullSlug,
    );

    expect(await store.loadSizeGuide('hats')).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      "Couldn't load the size guide hats (en)",
      expect.any(GatewayError),
    );
  });

  it('reads base product information only for mother skus not asked for yet', async () => {
    const { store, gateway } = setUp();
    const calls = vi.spyOn(gateway, 'baseProductInformation');
    await store.loadProductInformation(['LERA-MUGG', 'LERA-SKAL', 'LERA-MUGG', 'NO-SUCH']);
    expect(calls).toHaveBeenLastCalledWith('sv', ['LERA-MUGG', 'LERA-SKAL', 'NO-SUCH']);
    const [mug] = await gateway.baseProductInformation('sv', ['LERA-MUGG']);
    expect(store.productInformation('LERA-MUGG')).toEqual(mug);
    expect(store.productInformation('NO-SUCH')).toBeUndefined();
    await store.loadProductInformation(['LERA-SKAL', 'NO-SUCH', 'LERA-ASSIETT']);
    expect(calls).toHaveBeenLastCalledWith('sv', ['LERA-ASSIETT']);
    await store.loadProductInformation(['LERA-MUGG']);
    expect(calls).toHaveBeenCalledTimes(3);
  });

  it('logs a failed base product information call and asks again later', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new ProductStoriesStore(failing(), siteAt({ country: 'no', language: 'en' }));
    await store.loadProductInformation(['LERA-MUGG']);
    expect(error).toHaveBeenCalledWith(
      "Couldn't load base product information (en)",
      expect.any(GatewayError),
    );
    expect(store.toJSON().productInformation).toEqual({});
  });

  it('asks once for the mother skus that pages ask for at the same time', async () => {
    const { store, gateway } = setUp();
    const calls = vi.spyOn(gateway, 'baseProductInformation');
    await Promise.all([
      store.loadProductInformation(['LERA-MUGG']),
      store.loadProductInformation(['LERA-MUGG']),
      store.loadProductInformation(['LERA-MUGG', 'LERA-SKAL']),
    ]);
    expect(calls.mock.calls).toEqual([
      ['sv', ['LERA-MUGG']],
      ['sv', ['LERA-SKAL']],
    ]);
    expect(store.productInformation('LERA-MUGG')?.content['motherSku']).toBe('LERA-MUGG');
    expect(store.productInformation('LERA-SKAL')?.content['motherSku']).toBe('LERA-SKAL');
    await store.loadProductInformation(['LERA-SKAL', 'LERA-MUGG']);
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('lists the size guides once per language, and again after a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, gateway, context } = setUp();
    const list = vi.spyOn(gateway, 'sizeGuideNames');
    expect(store.sizeGuideNames).toBeUndefined();
    await Promise.all([store.loadSizeGuideNames(), store.loadSizeGuideNames()]);
    expect([...(store.sizeGuideNames ?? [])].sort()).toEqual(['apparel', 'plates', 'textiles']);
    await store.loadSizeGuideNames();
    expect(list).toHaveBeenCalledTimes(1);

    context.site = { country: 'se', language: 'en' };
    expect(store.sizeGuideNames).toBeUndefined();
    list.mockRejectedValueOnce(new GatewayError('status', 'down', { status: 503 }));
    await store.loadSizeGuideNames();
    expect(store.sizeGuideNames).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      "Couldn't load the size-guide list (en)",
      expect.any(GatewayError),
    );
    await store.loadSizeGuideNames();
    expect(store.sizeGuideNames).toHaveLength(3);
    expect(list.mock.calls).toEqual([['sv'], ['en'], ['en']]);
  });

  it('writes its stories to JSON and reads them back on a fresh store', async () => {
    const { store, context } = setUp();
    await store.loadSizeGuide('plates');
    await store.loadProductInformation(['LERA-MUGG', 'NO-SUCH']);
    const fresh = new ProductStoriesStore(new MemoryContentGateway(SEEDED_CONTENT), context);
    fresh.hydrate(JSON.parse(JSON.stringify(store.toJSON())));
    expect(fresh.toJSON()).toEqual(store.toJSON());
    expect(fresh.sizeGuide('plates')).toEqual(store.sizeGuide('plates'));
    expect(fresh.productInformation('LERA-MUGG')).toEqual(store.productInformation('LERA-MUGG'));
  });
});
