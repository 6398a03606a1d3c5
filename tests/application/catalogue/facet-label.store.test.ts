import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryCatalogueGateway } from '@/adapters/memory/catalogue-gateway.memory';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import { FacetLabelStore } from '@/application/catalogue/facet-label.store';
import type { Site } from '@/domain/site/site';

const ENGLISH: Site = { country: 'se', language: 'en' };
const SWEDISH: Site = { country: 'se', language: 'sv' };

function setUp(site: Site = ENGLISH) {
  const context = { site, isPreview: false, current: undefined };
  const catalogue = new MemoryCatalogueGateway(context);
  const asked = vi.spyOn(catalogue, 'filterMetadata');
  return { context, catalogue, asked, store: new FacetLabelStore(catalogue, context) };
}

describe('FacetLabelStore (docs/product.md#filters-and-sort)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the facets and their values in the language of the site once loaded', async () => {
    const { store } = setUp();
    expect(store.title('category1')).toBeUndefined();
    expect(store.valueLabel('category2', 'Tallrikar')).toBe('Tallrikar');
    await store.load();
    expect(store.title('category1')).toBe('Category');
    expect(store.valueLabel('category1', 'Servering')).toBe('Tableware');
    expect(store.valueLabel('category2', 'Tallrikar')).toBe('Plates');
    // A value the metadata does not label reads as the provider wrote it.
    expect(store.valueLabel('size', 'M')).toBe('M');
    expect(store.valueLabel('category2', 'Okänd')).toBe('Okänd');
  });

  it('asks once per site, sharing a call under way, and keeps each site’s answer', async () => {
    const { context, asked, store } = setUp();
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(asked).toHaveBeenCalledTimes(1);
    context.site = SWEDISH;
    expect(store.valueLabel('category2', 'Tallrikar')).toBe('Tallrikar');
    await store.load();
    expect(store.title('category2')).toBe('Underkategori');
    expect(asked).toHaveBeenCalledTimes(2);
    context.site = ENGLISH;
    await store.load();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(store.valueLabel('category2', 'Tallrikar')).toBe('Plates');
  });

  it('warns when the call fails, leaves the raw values, and asks again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = { site: ENGLISH, isPreview: false, current: undefined };
    const healthy = new MemoryCatalogueGateway(context);
    let failing = true;
    const faulty = withFaults(
      healthy,
      'catalog',
      faultPlan('catalog', { kind: 'status', status: 503 }),
    );
    const switching = Object.assign(new MemoryCatalogueGateway(context), {
      filterMetadata: () => (failing ? faulty : healthy).filterMetadata(),
    });
    const store = new FacetLabelStore(switching, context);
    await expect(store.load()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Could not load the filter labels \(se-en\): /);
    expect(store.title('category1')).toBeUndefined();
    expect(store.valueLabel('category1', 'Servering')).toBe('Servering');
    failing = false;
    await store.load();
    expect(store.valueLabel('category1', 'Servering')).toBe('Tableware');
  });

  it('writes what it holds, and a store that takes it over asks for nothing', async () => {
    const first = setUp();
    await first.store.load();
    const second = setUp();
    second.store.hydrate(JSON.parse(JSON.stringify(first.store.toJSON())));
    await second.store.load();
    expect(second.asked).not.toHaveBeenCalled();
    expect(second.store.valueLabel('category2', 'Skålar')).toBe('Bowls');
  });
});
