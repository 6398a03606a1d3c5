import { describe, expect, it, vi } from 'vitest';
import { MemoryCatalogueGateway } from '@/adapters/memory/catalogue-gateway.memory';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { MemoryMarketGateway } from '@/adapters/memory/market-gateway.memory';
import type { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { GatewayError } from '@/application/shared/gateway-error';
import {
  ResponseCacheStore,
  type ResponseCacheState,
} from '@/application/catalogue/response-cache.store';
import { SiteStore } from '@/application/site/site.store';
import { RESPONSE_CACHE_MAX_ENTRIES } from '@/domain/cache/response-cache';
import { testContainer } from '../../support/test-container';

const T0 = Date.UTC(2025, 4, 1, 12);

async function setUp(
  wrap: (catalogue: CatalogueGateway) => CatalogueGateway = (catalogue) => catalogue,
) {
  const sites = new SiteStore(new MemoryMarketGateway());
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'sv' });
  const memory = new MemoryCatalogueGateway(sites);
  const catalogue = wrap(memory);
  const clock = new MemoryClock(T0);
  const cache = new ResponseCacheStore(catalogue, clock, sites);
  const [product] = await memory.products();
  if (!product) throw new Error('the seeded catalogue has no product');
  return { sites, memory, catalogue, clock, cache, uri: product.uri };
}

/** Loads `count` other URLs, one after another. */
async function fill(cache: ResponseCacheStore, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await cache.fetch(`/p/${index}`, () => Promise.resolve(index));
  }
}

/** A load the test answers when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject, load: vi.fn(() => promise) };
}

describe('ResponseCacheStore (docs/product.md#response-cache)', () => {
  it('goes notLoaded → loading → success, stamped with the clock', async () => {
    const { cache, clock, uri } = await setUp();
    expect(cache.productEntry(uri).status).toBe('notLoaded');
    const pending = cache.productByUri(uri);
    expect(cache.productEntry(uri).status).toBe('loading');
    clock.advance(250);
    const entry = await pending;
    expect(entry).toMatchObject({ status: 'success', receivedAt: T0 + 250 });
    expect(entry.status === 'success' && entry.response.uri).toBe(uri);
    expect(cache.productEntry(uri)).toEqual(entry);
    expect(cache.productEntry(uri).url).toBe(`/products/uri/${uri}?country=se&language=sv`);
  });

  it('does not fetch a loaded URL again', async () => {
    const { cache, catalogue, uri } = await setUp();
    const lookup = vi.spyOn(catalogue, 'productByUri');
    const first = await cache.productByUri(uri);
    const second = await cache.productByUri(uri);
    expect(second).toBe(first);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('lets callers at the same time share one request', async () => {
    const { cache } = await setUp();
    const answer = deferred<string>();
    const a = cache.fetch('/products/uri/x', answer.load);
    const b = cache.fetch('/products/uri/x', answer.load);
    expect(answer.load).toHaveBeenCalledTimes(1);
    answer.resolve('body');
    expect(await a).toEqual(await b);
    expect(await a).toMatchObject({ status: 'success', response: 'body' });
  });

  it('marks a failed fetch as error, keeping the status, and tries it again on the next call', async () => {
    const { cache, clock } = await setUp();
    clock.advance(1000);
    const failing = () => Promise.reject(new GatewayError('status', 'gone', { status: 404 }));
    expect(await cache.fetch('/products/uri/missing', failing)).toEqual({
      url: '/products/uri/missing',
      status: 'error',
      receivedAt: T0 + 1000,
      httpStatus: 404,
    });
    const retry = deferred<string>();
    const again = cache.fetch('/products/uri/missing', retry.load);
    expect(retry.load).toHaveBeenCalledTimes(1);
    expect(cache.entry('/products/uri/missing').status).toBe('loading');
    retry.resolve('found');
    expect(await again).toMatchObject({ status: 'success', response: 'found' });
  });

  it('gives a product the market does not carry status error 404', async () => {
    const { cache } = await setUp();
    expect(await cache.productByUri('no-such-product')).toMatchObject({
      status: 'error',
      httpStatus: 404,
    });
  });

  it('gives status error when the catalogue is down, and on a load that throws at once', async () => {
    const { cache, uri } = await setUp((catalogue) =>
      withFaults(catalogue, 'catalog', faultPlan('catalog', { kind: 'status', status: 500 })),
    );
    expect(await cache.productByUri(uri)).toMatchObject({ status: 'error', httpStatus: 500 });
    expect(await cache.categories()).toMatchObject({ status: 'error', httpStatus: 500 });
    const broken = await cache.fetch('/x', () => {
      throw new Error('bug');
    });
    expect(broken).toEqual({ url: '/x', status: 'error', receivedAt: T0 });
  });

  it('keeps at most 1000 entries, the least recently used leaving first', async () => {
    const { cache } = await setUp();
    expect(RESPONSE_CACHE_MAX_ENTRIES).toBe(1000);
    await fill(cache, RESPONSE_CACHE_MAX_ENTRIES);
    await cache.fetch('/p/0', () => Promise.resolve(-1)); // a use: /p/1 is now the oldest
    await cache.fetch('/p/new', () => Promise.resolve(1000));
    expect(cache.size).toBe(1000);
    expect(cache.entry('/p/1').status).toBe('notLoaded');
    expect(cache.entry('/p/0')).toMatchObject({ status: 'success', response: 0 });
    const reload = vi.fn(() => Promise.resolve(1));
    await cache.fetch('/p/1', reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still answers a request whose URL was evicted while it loaded, without keeping it', async () => {
    const { cache } = await setUp();
    const slow = deferred<string>();
    const pending = cache.fetch('/a', slow.load);
    await fill(cache, RESPONSE_CACHE_MAX_ENTRIES);
    expect(cache.entry('/a').status).toBe('notLoaded');
    slow.resolve('a');
    expect(await pending).toMatchObject({ url: '/a', status: 'success', response: 'a' });
    expect(cache.entry('/a').status).toBe('notLoaded');
  });

  it('shares a request still loading after eviction, and then keeps its answer', async () => {
    const { cache } = await setUp();
    const slow = deferred<string>();
    const pending = cache.fetch('/a', slow.load);
    await fill(cache, RESPONSE_CACHE_MAX_ENTRIES);
    const other = vi.fn(() => Promise.resolve('other'));
    const again = cache.fetch('/a', other);
    expect(other).not.toHaveBeenCalled();
    expect(cache.entry('/a').status).toBe('loading');
    slow.resolve('a');
    expect(await again).toEqual(await pending);
    expect(cache.entry('/a')).toMatchObject({ status: 'success', response: 'a' });
  });

  it('caches by site: another country or language is another URL', async () => {
    const { cache, sites, catalogue, uri } = await setUp();
    const lookup = vi.spyOn(catalogue, 'productByUri');
    await cache.productByUri(uri);
    sites.setSite({ country: 'se', language: 'en' });
    expect(cache.productEntry(uri).status).toBe('notLoaded');
    await cache.productByUri(uri);
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(2);
  });

  it('caches a product looked up by sku (a product link block), a missing sku as error 404', async () => {
    const { cache, catalogue, memory } = await setUp();
    const [product] = await memory.products();
    const lookup = vi.spyOn(catalogue, 'productBySku');
    const found = await cache.productBySku(product?.sku ?? '');
    await cache.productBySku(product?.sku ?? '');
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(found.status === 'success' && found.response.id).toBe(product?.id);
    expect(cache.productBySkuEntry(product?.sku ?? '')).toEqual(found);
    expect(await cache.productBySku('NO-SUCH-SKU')).toMatchObject({
      status: 'error',
      httpStatus: 404,
    });
  });

  it('caches category lists and the products of a category', async () => {
    const { cache, catalogue } = await setUp();
    const tree = vi.spyOn(catalogue, 'categories');
    const inCategory = vi.spyOn(catalogue, 'productsInCategory');
    const categories = await cache.categories();
    await cache.categories();
    expect(tree).toHaveBeenCalledTimes(1);
    if (categories.status !== 'success') throw new Error('categories failed');
    const id = categories.response[0]?.id ?? '';
    const products = await cache.productsInCategory(id);
    await cache.productsInCategory(id);
    expect(inCategory).toHaveBeenCalledTimes(1);
    expect(products.status).toBe('success');
    expect(cache.categoriesEntry()).toEqual(categories);
    expect(cache.productsInCategoryEntry(id)).toEqual(products);
  });

  it('writes its settled entries to JSON and reads them back, leaving out those loading', async () => {
    const { cache, catalogue, clock, sites, uri } = await setUp();
    await cache.productByUri(uri);
    await cache.fetch('/broken', () => Promise.reject(new GatewayError('network', 'offline')));
    void cache.fetch('/slow', () => new Promise(() => undefined));
    const state = JSON.parse(JSON.stringify(cache.toJSON())) as ResponseCacheState;
    expect(state.entries.map((entry) => entry.status)).toEqual(['success', 'error']);
    const fresh = new ResponseCacheStore(catalogue, clock, sites);
    fresh.hydrate(state);
    expect(fresh.toJSON()).toEqual(cache.toJSON());
    const lookup = vi.spyOn(catalogue, 'productByUri');
    expect((await fresh.productByUri(uri)).status).toBe('success');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('comes from a fresh container per test', async () => {
    const container = await testContainer({ now: () => T0 });
    const sites = container.get(SiteStore);
    await sites.loadMarkets();
    sites.setSite({ country: 'se', language: 'sv' });
    const cache = container.get(ResponseCacheStore);
    expect(container.get(ResponseCacheStore)).toBe(cache);
    expect(await cache.categories()).toMatchObject({ status: 'success', receivedAt: T0 });
  });
});
