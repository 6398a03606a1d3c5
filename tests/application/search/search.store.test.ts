import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import { MemorySearchGateway } from '@/adapters/memory/search-gateway.memory';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import { GatewayError } from '@/application/shared/gateway-error';
import type { SearchGateway } from '@/application/search/search-gateway.port';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { SearchStore, type SearchState } from '@/application/search/search.store';
import { SiteStore } from '@/application/site/site.store';
import { IN_STOCK_ONLINE_FILTER } from '@/domain/search/in-stock-filter';
import { valueFilter } from '@/domain/search/search-filter';
import type { SearchItem } from '@/domain/search/search-item';
import type { SearchRequest } from '@/domain/search/search-request';
import { held, swedishSite } from '../../support/held-search-gateway';
import { testContainer } from '../../support/test-container';

async function setUp(wrap: (gateway: SearchGateway) => SearchGateway = (gateway) => gateway) {
  const memory = new MemorySearchGateway(await swedishSite());
  const gateway = wrap(memory);
  const recorder = new MemoryAnalyticsSink();
  const store = new SearchStore(gateway, new AnalyticsService(recorder, new TimerScheduler()));
  const search = vi.spyOn(gateway, 'search');
  return { store, memory, gateway, recorder, search };
}

const lastRequest = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.at(-1)?.[0] as SearchRequest | undefined;

const shownVariant = (item: SearchItem) =>
  item.variants.find((variant) => variant.id === item.selectedVariantId);

describe('SearchStore (docs/product.md#search-and-filters)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('named queries', () => {
    it("runs the query named 'search' on page 1, 20 at a time, loading meanwhile", async () => {
      const { store, search } = await setUp();
      expect(store.query()).toBeUndefined();
      const pending = store.searchFor('');
      expect(store.isLoading()).toBe(true);
      expect(store.query()?.query.q).toBe('');
      await pending;
      expect(lastRequest(search)).toEqual({
        type: 'search',
        q: '',
        limit: 20,
        offset: 0,
        filters: [],
        sort: [],
        rules: [],
      });
      expect(store.isLoading()).toBe(false);
      expect(store.items()).toHaveLength(20);
      expect(store.query()).toMatchObject({ name: 'search', currentPage: 1, isLastPage: false });
      expect(store.query()?.results?.meta.total).toBe(23);
      expect(store.canLoadMore()).toBe(true);
    });

    it('loads more by asking for the next page and appending it, until the last page', async () => {
      const { store, search } = await setUp();
      await store.searchFor('');
      const firstPage = store.items();
      await store.loadMore();
      expect(lastRequest(search)).toMatchObject({ offset: 20, limit: 20 });
      expect(store.items()).toHaveLength(23);
      expect(store.items().slice(0, 20)).toEqual(firstPage);
      expect(store.query()).toMatchObject({ currentPage: 2, isLastPage: true });
      expect(store.canLoadMore()).toBe(false);
      await store.loadMore();
      expect(search).toHaveBeenCalledTimes(2);
    });

    it('asks for no second page while one is loading', async () => {
      const { store, search } = await setUp();
      await store.searchFor('');
      const loading = store.loadMore();
      expect(store.canLoadMore()).toBe(false);
      await store.loadMore();
      await loading;
      expect(search).toHaveBeenCalledTimes(2);
      expect(store.items()).toHaveLength(23);
    });

    it('keeps each named query apart, with its own options and rules', async () => {
      const { store, search } = await setUp();
      const rules = [valueFilter('category1', ['Servering'])];
      await store.run({ name: 'block-1', limit: 4, initialOffset: 2, rules });
      await store.searchFor('tallrik');
      expect(search.mock.calls[0]?.[0]).toMatchObject({ limit: 4, offset: 2, rules });
      expect(store.items('block-1')).toHaveLength(4);
      expect(store.items('block-1').every((item) => item.category[0] === 'Servering')).toBe(true);
      expect(store.query('search')?.query.q).toBe('tallrik');
      expect(store.query('block-1')?.query.q).toBe('');
    });

    it('ignores a change to a query that was never run', async () => {
      const { store, search } = await setUp();
      await store.toggleFacet('nothing', 'color', 'Sand');
      await store.loadMore('nothing');
      await store.reset('nothing');
      expect(search).not.toHaveBeenCalled();
      expect(store.query('nothing')).toBeUndefined();
    });
  });

  describe('filters and sort (docs/product.md#filters-and-sort)', () => {
    it('toggles a facet value on and off, accumulating values of a plain facet, back on page 1', async () => {
      const { store, search } = await setUp();
      await store.searchFor('');
      await store.loadMore();
      await store.toggleFacet('search', 'color', 'Sand');
      expect(lastRequest(search)).toMatchObject({
        offset: 0,
        filters: [{ name: 'color', type: 'text', values: ['Sand'] }],
      });
      expect(store.query()?.currentPage).toBe(1);
      expect(store.isFacetValueSelected('search', 'color', 'Sand')).toBe(true);
      await store.toggleFacet('search', 'color', 'Hav');
      expect(lastRequest(search)?.filters).toEqual([valueFilter('color', ['Sand', 'Hav'])]);
      await store.toggleFacet('search', 'color', 'Sand');
      expect(lastRequest(search)?.filters).toEqual([valueFilter('color', ['Hav'])]);
      await store.toggleFacet('search', 'color', 'Hav');
      expect(lastRequest(search)?.filters).toEqual([]);
      expect(store.items()).toHaveLength(20);
    });

    it('holds one value at a time in a category facet', async () => {
      const { store, search } = await setUp();
      await store.searchFor('');
      await store.toggleFacet('search', 'category1', 'Servering');
      await store.toggleFacet('search', 'category1', 'Inredning');
      expect(lastRequest(search)?.filters).toEqual([valueFilter('category1', ['Inredning'])]);
      expect(store.isFacetValueSelected('search', 'category1', 'Servering')).toBe(false);
      expect(store.items().every((item) => item.category[0] === 'Inredning')).toBe(true);
    });

    it('keeps the first answer facets in the panel, disabling what the result lacks (docs/product.md#filters-and-sort)', async () => {
      const { store } = await setUp();
      await store.searchFor('');
      await store.toggleFacet('search', 'category1', 'Inredning');
      const category2 = store.facetGroups().find((group) => group.name === 'category2');
      const plates = category2?.options.find((option) => option.value === 'Tallrikar');
      expect(plates).toEqual({ value: 'Tallrikar', disabled: true });
      expect(category2?.options.some((option) => !option.disabled)).toBe(true);
    });

    it('sorts by price ascending or descending, and by relevance when no order is given', async () => {
      const { store, search } = await setUp();
      await store.searchFor('');
      const relevance = store.items().map((item) => item.id);
      await store.sortByPrice('search', 'asc');
      expect(lastRequest(search)?.sort).toEqual([{ field: 'price', order: 'asc' }]);
      const ascending = store.items().map((item) => item.price);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      expect(store.priceSort()).toBe('asc');
      await store.sortByPrice('search', 'desc');
      const descending = store.items().map((item) => item.price);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      await store.sortByPrice('search');
      expect(lastRequest(search)?.sort).toEqual([]);
      expect(store.priceSort()).toBeUndefined();
      expect(store.items().map((item) => item.id)).toEqual(relevance);
      await store.setSort('search', 'title', 'asc');
      expect(lastRequest(search)?.sort).toEqual([{ field: 'title', order: 'asc' }]);
    });

    it('shows only items in stock online, or all again', async () => {
      const { store, search } = await setUp();
      await store.searchFor('');
      const inStock = (item: SearchItem) => (shownVariant(item)?.quantity ?? 0) > 0;
      expect(store.items().every(inStock)).toBe(false);
      await store.setInStockOnline('search', true);
      expect(lastRequest(search)?.filters).toEqual([IN_STOCK_ONLINE_FILTER]);
      expect(store.isInStockOnline()).toBe(true);
      expect(store.items().every(inStock)).toBe(true);
      await store.setInStockOnline('search', false);
      expect(lastRequest(search)?.filters).toEqual([]);
      expect(store.isInStockOnline()).toBe(false);
      expect(store.items().every(inStock)).toBe(false);
    });

    it('resets to the initial filters without a sort, keeping the text', async () => {
      const { store, search } = await setUp();
      const initial = [valueFilter('category1', ['Servering'])];
      await store.run({ name: 'list', q: 'tallrik', filters: initial });
      await store.toggleFacet('list', 'color', 'Sand');
      await store.sortByPrice('list', 'desc');
      await store.setInStockOnline('list', true);
      await store.reset('list');
      expect(lastRequest(search)).toMatchObject({
        q: 'tallrik',
        filters: initial,
        sort: [],
        offset: 0,
      });
      expect(store.query('list')?.query.filters).toEqual(initial);
    });
  });

  describe('answers (docs/product.md#search-results)', () => {
    it('shows Search_NoResults for a search that finds nothing, and not before the answer', async () => {
      const { store } = await setUp();
      const pending = store.searchFor('zzzz');
      expect(store.noResultsMessage()).toBeNull();
      await pending;
      expect(store.noResultsMessage()).toBe('Search_NoResults');
      await store.searchFor('tallrik');
      expect(store.noResultsMessage()).toBeNull();
    });

    it('leaves a redirect for the view to navigate to, instead of results', async () => {
      const { store, recorder } = await setUp();
      await store.searchFor('tallrik');
      await store.searchFor('kontakt');
      expect(store.pendingRedirect).toBe('/se/kontakt');
      expect(store.query()?.results).toBeNull();
      expect(store.items()).toEqual([]);
      expect(store.noResultsMessage()).toBeNull();
      expect(store.isLoading()).toBe(false);
      expect(recorder.events.map((event) => event.event)).toEqual(['search']);
      store.redirectHandled();
      expect(store.pendingRedirect).toBeNull();
    });

    it('hands the view a redirect only when it stays in the shop', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const origin = 'https://shop.example';
      const { store } = await setUp();
      await store.searchFor('kontakt');
      expect(store.takeRedirect(origin)).toBe('/se/kontakt');
      expect(store.pendingRedirect).toBeNull();
      expect(store.takeRedirect(origin)).toBeNull();
      expect(warn).not.toHaveBeenCalled();

      for (const [q, target] of [
        ['offsite-redirect', 'https://evil.example/phish'],
        ['Script Redirect', 'javascript:alert(document.domain)'],
      ] as const) {
        await store.searchFor(q);
        expect(store.pendingRedirect).toBe(target);
        expect(store.takeRedirect(origin)).toBeNull();
        expect(store.pendingRedirect).toBeNull();
        expect(warn).toHaveBeenLastCalledWith(expect.stringContaining(target));
      }
      expect(warn).toHaveBeenCalledTimes(2);
    });

    it('reads a same-origin absolute redirect as its path, and refuses one to another host', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const error = vi.spyOn(console, 'error');
      let redirectUrl = 'https://shop.example/se/kontakt?x=1#top';
      const { store } = await setUp((gateway) => ({
        ...gateway,
        search: async (request) => ({ ...(await gateway.search(request)), redirectUrl }),
      }));
      await store.searchFor('tallrik');
      expect(store.takeRedirect('https://shop.example')).toBe('/se/kontakt?x=1#top');
      for (redirectUrl of ['//evil.example/x', '/\\evil.example', 'data:text/html,<b>x</b>']) {
        await store.searchFor(`q ${redirectUrl}`);
        expect(store.takeRedirect('https://shop.example')).toBeNull();
      }
      expect(warn).toHaveBeenCalledTimes(3);
      expect(error).not.toHaveBeenCalled();
    });

    it('only logs a failed search and shows nothing', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { store, recorder } = await setUp((gateway) =>
        withFaults(gateway, 'search', faultPlan('search', { kind: 'status', status: 500 })),
      );
      await expect(store.searchFor('tallrik')).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledWith(
        "Couldn't search",
        expect.objectContaining({ kind: 'status', status: 500 }),
      );
      expect(store.isLoading()).toBe(false);
      expect(store.query()?.results).toBeNull();
      expect(store.noResultsMessage()).toBeNull();
      expect(store.pendingRedirect).toBeNull();
      expect(recorder.events).toEqual([]);
    });

    it('keeps the results and the page it had when loading more fails, so it can be asked again', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let failing = false;
      const { store, search } = await setUp((gateway) => ({
        autocomplete: (request) => gateway.autocomplete(request),
        recommendations: (request) => gateway.recommendations(request),
        feedback: (event) => gateway.feedback(event),
        search: (request) =>
          failing
            ? Promise.reject(new GatewayError('network', 'offline'))
            : gateway.search(request),
      }));
      await store.searchFor('');
      failing = true;
      await store.loadMore();
      expect(error).toHaveBeenCalledWith("Couldn't search", expect.any(GatewayError));
      expect(store.items()).toHaveLength(20);
      expect(store.query()?.currentPage).toBe(1);
      failing = false;
      await store.loadMore();
      expect(lastRequest(search)?.offset).toBe(20);
      expect(store.items()).toHaveLength(23);
    });

    it('never lets an older answer overwrite a newer one', async () => {
      const control = held(new MemorySearchGateway(await swedishSite()));
      const { store } = await setUp(() => control.wrapped);
      const older = store.searchFor('tallrik');
      const newer = store.searchFor('');
      const [first, second] = control.searches;
      await second?.release();
      await newer;
      expect(store.items()).toHaveLength(20);
      expect(store.isLoading()).toBe(false);
      await first?.release();
      await older;
      expect(store.query()?.query.q).toBe('');
      expect(store.items()).toHaveLength(20);
      expect(store.query()?.results?.meta.total).toBe(23);
    });

    it('drops a page that answers after the filters changed', async () => {
      const control = held(new MemorySearchGateway(await swedishSite()));
      const { store } = await setUp(() => control.wrapped);
      const first = store.searchFor('');
      await control.searches[0]?.release();
      await first;
      const more = store.loadMore();
      const filtered = store.toggleFacet('search', 'category1', 'Servering');
      await control.searches[2]?.release();
      await filtered;
      const servering = store.items();
      await control.searches[1]?.release();
      await more;
      expect(store.items()).toEqual(servering);
      expect(store.query()?.currentPage).toBe(1);
    });

    it('reports a typed search to the data layer with its count, once per new text (docs/product.md#analytics)', async () => {
      const { store, recorder } = await setUp();
      await store.searchFor('');
      await store.searchFor('  tallrik ');
      await store.toggleFacet('search', 'color', 'Sand');
      await store.loadMore();
      expect(recorder.events).toEqual([
        { event: 'search', searchTerm: 'tallrik', searchResults: 3 },
      ]);
    });
  });

  describe('state', () => {
    it('writes its state to JSON and reads it back into a fresh store', async () => {
      const { store, gateway } = await setUp();
      await store.searchFor('');
      await store.toggleFacet('search', 'color', 'Sand');
      await store.setInStockOnline('search', true);
      await store.run({
        name: 'list',
        limit: 4,
        filters: [valueFilter('category1', ['Servering'])],
      });
      await store.sortByPrice('list', 'asc');
      await store.searchFor('kontakt', 'redirecting');
      const state = JSON.parse(JSON.stringify(store.toJSON())) as SearchState;
      const fresh = new SearchStore(
        gateway,
        new AnalyticsService(new MemoryAnalyticsSink(), new TimerScheduler()),
      );
      fresh.hydrate(state);
      expect(fresh.toJSON()).toEqual(store.toJSON());
      expect(fresh.facetGroups()).toEqual(store.facetGroups());
      expect(fresh.isInStockOnline()).toBe(true);
      expect(fresh.priceSort('list')).toBe('asc');
      expect(fresh.pendingRedirect).toBe('/se/kontakt');
    });

    it('comes from a fresh container per test', async () => {
      const container = await testContainer();
      const sites = container.get(SiteStore);
      await sites.loadMarkets();
      sites.setSite({ country: 'se', language: 'sv' });
      const store = container.get(SearchStore);
      expect(container.get(SearchStore)).toBe(store);
      await store.searchFor('tallrik');
      expect(store.items()).toHaveLength(3);
      expect(container.get<MemoryAnalyticsSink>(AnalyticsSink).events).toHaveLength(1);
    });
  });
});
