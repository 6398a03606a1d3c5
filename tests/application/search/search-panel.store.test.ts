import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import { MemorySearchGateway } from '@/adapters/memory/search-gateway.memory';
import { GatewayError } from '@/application/shared/gateway-error';
import { SearchGateway } from '@/application/search/search-gateway.port';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { SearchPanelStore, type SearchPanelState } from '@/application/search/search-panel.store';
import { SearchStore } from '@/application/search/search.store';
import { SiteStore } from '@/application/site/site.store';
import { StatisticsGate } from '@/application/consent/statistics-gate';
import { ACCEPT_ALL, REJECT_ALL, type Consent } from '@/domain/consent/consent';
import { observable, runInAction } from 'mobx';
import { UiStore } from '@/application/shared/ui.store';
import { held, swedishSite } from '../../support/held-search-gateway';
import { testContainer } from '../../support/test-container';

async function setUp(
  wrap: (gateway: SearchGateway) => SearchGateway = (gateway) => gateway,
  statistics = new StatisticsGate(),
) {
  const memory = new MemorySearchGateway(await swedishSite());
  const gateway = wrap(memory);
  const scheduler = new TimerScheduler();
  const search = new SearchStore(
    gateway,
    new AnalyticsService(new MemoryAnalyticsSink(), scheduler),
  );
  const ui = new UiStore(scheduler);
  const store = new SearchPanelStore(gateway, search, ui, scheduler, statistics);
  return { store, search, ui, memory, gateway, scheduler };
}

describe('SearchPanelStore (docs/product.md#search-panel)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('autocomplete and recommendations (docs/product.md#search-provider)', () => {
    it('runs autocomplete 200 ms after the last key, for the text typed last', async () => {
      const { store, gateway } = await setUp();
      const autocomplete = vi.spyOn(gateway, 'autocomplete');
      store.typeAutocomplete('t');
      await vi.advanceTimersByTimeAsync(150);
      store.typeAutocomplete('tal');
      await vi.advanceTimersByTimeAsync(199);
      expect(autocomplete).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(autocomplete).toHaveBeenCalledTimes(1);
      expect(autocomplete).toHaveBeenCalledWith({ q: 'tal', itemLimit: 6, suggestionLimit: 4 });
      expect(store.autocomplete?.items.length).toBeGreaterThan(0);
      expect(store.autocomplete?.suggestions).toContainEqual({ value: 'tallrikar' });
    });

    it('asks again without q for suggestions when no item matches', async () => {
      const { store, gateway } = await setUp();
      const autocomplete = vi.spyOn(gateway, 'autocomplete');
      store.typeAutocomplete('zzzz');
      await store.runAutocomplete();
      expect(autocomplete.mock.calls.map(([request]) => request)).toEqual([
        { q: 'zzzz', itemLimit: 6, suggestionLimit: 4 },
        { itemLimit: 6, suggestionLimit: 4 },
      ]);
      expect(store.autocomplete?.items).toEqual([]);
      expect(store.autocomplete?.suggestions).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(500);
      expect(autocomplete).toHaveBeenCalledTimes(2);
    });

    it('runs autocomplete at once on opening the panel, with its 3 latest items', async () => {
      const { store, gateway } = await setUp();
      const autocomplete = vi.spyOn(gateway, 'autocomplete');
      const recommendations = vi.spyOn(gateway, 'recommendations');
      await store.openPanel();
      expect(autocomplete).toHaveBeenCalled();
      expect(recommendations).toHaveBeenCalledWith({ type: 'latest', limit: 3 });
      expect(store.recommendations['search-panel']?.items).toHaveLength(3);
      expect(store.autocomplete?.suggestions.length).toBeGreaterThan(0);
    });

    it('recommends the 4 latest items elsewhere', async () => {
      const { store, gateway } = await setUp();
      const recommendations = vi.spyOn(gateway, 'recommendations');
      await store.loadRecommendations();
      expect(recommendations).toHaveBeenCalledWith({ type: 'latest', limit: 4 });
      expect(store.recommendations.default?.items).toHaveLength(4);
    });

    it('shows the answer to the newest text when an older one comes later', async () => {
      const control = held(new MemorySearchGateway(await swedishSite()));
      const { store } = await setUp(() => control.wrapped);
      store.typeAutocomplete('tallrik');
      const older = store.runAutocomplete();
      store.typeAutocomplete('skål');
      const newer = store.runAutocomplete();
      await control.autocompletes[1]?.release();
      await newer;
      const shown = store.autocomplete;
      await control.autocompletes[0]?.release();
      await older;
      expect(store.autocomplete).toBe(shown);
      expect(control.autocompletes[1]?.request.q).toBe('skål');
    });

    it('only logs failed autocomplete and recommendations', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { store } = await setUp((gateway) =>
        withFaults(gateway, 'search', faultPlan('search', { kind: 'network' })),
      );
      await store.openPanel();
      expect(error).toHaveBeenCalledWith("Couldn't autocomplete", expect.any(GatewayError));
      expect(error).toHaveBeenCalledWith("Couldn't loadRecommendations", expect.any(GatewayError));
      expect(store.autocomplete).toBeNull();
      expect(store.recommendations).toEqual({});
    });
  });

  describe('click events (docs/product.md#search-provider)', () => {
    it('reports a clicked suggestion with the rid of its answer', async () => {
      const { store, memory } = await setUp();
      await store.clickSuggestion('tallrikar');
      expect(memory.feedbackReceived).toEqual([]);
      store.typeAutocomplete('tal');
      await store.runAutocomplete();
      await store.clickSuggestion('tallrikar');
      expect(memory.feedbackReceived).toEqual([
        { kind: 'click-suggestion', rid: store.autocomplete?.meta.rid, suggestion: 'tallrikar' },
      ]);
    });

    it('reports a clicked item with its rid and the variant shown', async () => {
      const { store, search, memory } = await setUp();
      await search.searchFor('tallrik');
      await store.openPanel();
      const [found] = search.items();
      const latest = store.recommendations['search-panel']?.items[0];
      if (!found || !latest) throw new Error('nothing found');
      await store.clickItem(found, { kind: 'query', name: 'search' });
      await store.clickItem(found, { kind: 'query', name: 'search' }, 'other-variant');
      await store.clickItem(latest, { kind: 'recommendations', placement: 'search-panel' });
      await store.clickItem(found, { kind: 'query', name: 'never-run' });
      expect(memory.feedbackReceived).toEqual([
        {
          kind: 'click-item',
          itemId: found.id,
          rid: search.query()?.results?.meta.rid,
          variantItemId: found.selectedVariantId,
        },
        {
          kind: 'click-item',
          itemId: found.id,
          rid: search.query()?.results?.meta.rid,
          variantItemId: 'other-variant',
        },
        {
          kind: 'click-item',
          itemId: latest.id,
          rid: store.recommendations['search-panel']?.meta.rid,
          variantItemId: latest.selectedVariantId,
        },
      ]);
    });

    it('only logs a click event the provider refuses', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { store, search, gateway } = await setUp();
      await search.searchFor('tallrik');
      vi.spyOn(gateway, 'feedback').mockRejectedValue(new GatewayError('timeout', 'slow'));
      const [found] = search.items();
      if (!found) throw new Error('nothing found');
      await expect(
        store.clickItem(found, { kind: 'query', name: 'search' }),
      ).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledWith("Couldn't send click-item", expect.any(GatewayError));
    });
  });

  it('sends click events only once the visitor allows statistics (docs/product.md#consent)', async () => {
    const visitor = observable({ consent: { kind: 'undecided' } as Consent });
    const { store, memory } = await setUp(undefined, new StatisticsGate(visitor));
    store.typeAutocomplete('tal');
    await store.runAutocomplete();
    await store.clickSuggestion('tallrikar');
    expect(memory.feedbackReceived).toEqual([]);
    runInAction(() => (visitor.consent = { kind: 'decided', choice: ACCEPT_ALL }));
    await vi.waitFor(() => expect(memory.feedbackReceived).toHaveLength(1));

    const refused = observable({ consent: { kind: 'decided', choice: REJECT_ALL } as Consent });
    const other = await setUp(undefined, new StatisticsGate(refused));
    other.store.typeAutocomplete('tal');
    await other.store.runAutocomplete();
    await other.store.clickSuggestion('tallrikar');
    expect(other.memory.feedbackReceived).toEqual([]);
  });

  describe('opening the panel (docs/product.md#panels)', () => {
    it('opens the search panel, closing competing panels, and runs autocomplete and its 3 latest items', async () => {
      const { store, ui, gateway } = await setUp();
      const autocomplete = vi.spyOn(gateway, 'autocomplete');
      const recommendations = vi.spyOn(gateway, 'recommendations');
      ui.openCart();
      store.typeAutocomplete('tal');
      const opening = store.open();
      expect(ui.isSearchOpen).toBe(true);
      expect(ui.isCartOpen).toBe(false);
      await opening;
      expect(autocomplete).toHaveBeenCalledTimes(1);
      expect(autocomplete).toHaveBeenCalledWith({ q: 'tal', itemLimit: 6, suggestionLimit: 4 });
      expect(recommendations).toHaveBeenCalledWith({ type: 'latest', limit: 3 });
      expect(store.recommendations['search-panel']?.items).toHaveLength(3);
      expect(store.autocomplete?.items.length).toBeGreaterThan(0);
      await vi.advanceTimersByTimeAsync(500);
      expect(autocomplete).toHaveBeenCalledTimes(1);
    });

    it('asks nothing again when the panel is already open', async () => {
      const { store, ui, gateway } = await setUp();
      const autocomplete = vi.spyOn(gateway, 'autocomplete');
      const recommendations = vi.spyOn(gateway, 'recommendations');
      await store.open();
      const calls = autocomplete.mock.calls.length;
      expect(calls).toBeGreaterThan(0);
      expect(recommendations).toHaveBeenCalledTimes(1);
      await store.open();
      expect(ui.isSearchOpen).toBe(true);
      expect(autocomplete).toHaveBeenCalledTimes(calls);
      expect(recommendations).toHaveBeenCalledTimes(1);
      ui.closeSearch();
      await store.open();
      expect(autocomplete).toHaveBeenCalledTimes(2 * calls);
      expect(recommendations).toHaveBeenCalledTimes(2);
    });
  });

  describe('state', () => {
    it('writes its state to JSON and reads it back into a fresh store', async () => {
      const { store, search, ui, gateway, scheduler } = await setUp();
      store.typeAutocomplete('skål');
      await store.openPanel();
      await store.loadRecommendations();
      const state = JSON.parse(JSON.stringify(store.toJSON())) as SearchPanelState;
      expect(state.autocompleteText).toBe('skål');
      expect(state.autocomplete?.items.length).toBeGreaterThan(0);
      expect(Object.keys(state.recommendations).sort()).toEqual(['default', 'search-panel']);
      const fresh = new SearchPanelStore(gateway, search, ui, scheduler);
      fresh.hydrate(state);
      expect(fresh.toJSON()).toEqual(store.toJSON());
    });

    it('drops a pending debounce and answers still on their way when hydrated', async () => {
      const control = held(new MemorySearchGateway(await swedishSite()));
      const { store } = await setUp(() => control.wrapped);
      store.typeAutocomplete('tallrik');
      const running = store.runAutocomplete();
      store.typeAutocomplete('skål');
      store.hydrate({ autocompleteText: '', autocomplete: null, recommendations: {} });
      await control.autocompletes[0]?.release();
      await running;
      await vi.advanceTimersByTimeAsync(500);
      expect(control.autocompletes).toHaveLength(1);
      expect(store.autocomplete).toBeNull();
      expect(store.autocompleteText).toBe('');
    });

    it('comes from a fresh container per test, sharing the SearchStore and UiStore', async () => {
      const container = await testContainer();
      const sites = container.get(SiteStore);
      await sites.loadMarkets();
      sites.setSite({ country: 'se', language: 'sv' });
      const store = container.get(SearchPanelStore);
      expect(container.get(SearchPanelStore)).toBe(store);
      await container.get(SearchStore).searchFor('tallrik');
      await store.open();
      expect(container.get(UiStore).isSearchOpen).toBe(true);
      expect(store.recommendations['search-panel']?.items).toHaveLength(3);
      const search = container.get(SearchStore);
      const [found] = search.items();
      if (!found) throw new Error('nothing found');
      const feedback = vi.spyOn(container.get<SearchGateway>(SearchGateway), 'feedback');
      await store.clickItem(found, { kind: 'query', name: 'search' });
      expect(feedback).toHaveBeenCalledWith({
        kind: 'click-item',
        itemId: found.id,
        rid: search.query()?.results?.meta.rid,
        variantItemId: found.selectedVariantId,
      });
    });
  });
});
