import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryMapsLoader } from '@/adapters/memory/maps-loader.memory';
import { ContentStore } from '@/application/content/content.store';
import { SiteStore } from '@/application/site/site.store';
import {
  MISSING_MAPS_KEY_WARNING,
  ShopFinderStore,
} from '@/application/shop-finder/shop-finder.store';
import type {
  MountedShopMap,
  ShopMap,
  ShopMapOptions,
} from '@/application/shop-finder/shop-map.port';
import { SHOP_MAP } from '@/domain/content/shop-finder';
import { testContainer } from '../../support/test-container';

async function setUp(apiKey = 'maps-key') {
  const container = await testContainer();
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'sv' });
  const content = container.get(ContentStore);
  await content.load('sv');
  const maps = new MemoryMapsLoader();
  return { store: new ShopFinderStore(content, maps, apiKey), maps, content };
}

describe('ShopFinderStore (docs/product.md#store-finder)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists only enabled stores, filtered by the text typed', async () => {
    const { store, content } = await setUp();
    expect(store.shops.length).toBeGreaterThanOrEqual(12);
    expect(store.shops.every((s) => s.enabled === '1')).toBe(true);
    expect(store.shops).toEqual(content.shops.filter((s) => s.address !== ''));
    store.setFilter('oslo');
    expect(store.shops.length).toBeGreaterThan(0);
    expect(store.shops.every((s) => /oslo/i.test(`${s.city} ${s.name} ${s.address}`))).toBe(true);
  });

  it('moves the map with the selection and the filter (the zooms of docs/product.md#store-finder)', async () => {
    const { store } = await setUp();
    expect(store.mapView).toEqual({ centre: SHOP_MAP.centre, zoom: SHOP_MAP.zoomManyShops });
    const first = store.shops[0]!;
    store.select(first.id);
    expect(store.mapView).toEqual({
      centre: { lat: first.latitude, lng: first.longitude },
      zoom: SHOP_MAP.zoomOnSelect,
    });
    store.select(first.id);
    expect(store.selected).toBeUndefined();
    store.setFilter(first.name);
    expect(store.shops).toHaveLength(1);
    expect(store.mapView.zoom).toBe(SHOP_MAP.zoomSingleShop);
  });

  it('keeps the online retailers apart, in a list of their own', async () => {
    const { store, content } = await setUp();
    expect(store.onlineShops.length).toBeGreaterThan(0);
    expect(store.onlineShops.every((s) => s.address === '' && s.url !== '')).toBe(true);
    expect(store.shops.length + store.onlineShops.length).toBe(content.shops.length);
  });

  it('marks the filtered stores on the map and opens the info window of a clicked marker', async () => {
    const { store } = await setUp();
    expect(store.markers.map((m) => m.id)).toEqual(store.shops.map((s) => s.id));
    const oslo = store.shops.find((s) => s.city === 'Oslo')!;
    store.openInfo(oslo.id);
    expect(store.infoShop).toBe(oslo);
    expect(store.mapView.zoom).toBe(SHOP_MAP.zoomOnSelect);
    store.openInfo(oslo.id);
    expect(store.selected).toBe(oslo);
    store.closeInfo();
    expect(store.infoShop).toBeUndefined();
    expect(store.selected).toBe(oslo);
    store.openInfo(oslo.id);
    store.setFilter('malmö');
    expect(store.infoShop).toBeUndefined();
    expect(store.markers.every((m) => store.shops.some((s) => s.id === m.id))).toBe(true);
    store.setFilter('');
    store.select(store.shops[0]!.id);
    expect(store.infoShop).toBeUndefined();
  });

  it('loads the map once', async () => {
    const { store, maps } = await setUp();
    await Promise.all([store.loadMap(), store.loadMap()]);
    await store.loadMap();
    expect(store.mapStatus).toBe('ready');
    expect(maps.keys).toEqual(['maps-key']);
  });

  it('resets the flag when the script fails, so the next try loads again', async () => {
    const { store, maps } = await setUp();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    maps.fail(true);
    await store.loadMap();
    expect(store.mapStatus).toBe('idle');
    maps.fail(false);
    await store.loadMap();
    expect(store.mapStatus).toBe('ready');
    expect(maps.keys).toHaveLength(2);
  });

  it('never loads the script without a key, and warns as docs/product.md#error-catalogue says', async () => {
    const { store, maps } = await setUp('   ');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.loadMap();
    await store.loadMap();
    expect(store.mapStatus).toBe('no-key');
    expect(maps.keys).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(MISSING_MAPS_KEY_WARNING);
  });

  it('needs no key for a map that draws without a provider (memory mode)', async () => {
    const { content } = await setUp('');
    const offline = new MemoryMapsLoader({ needsKey: false });
    const store = new ShopFinderStore(content, offline, '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.loadMap();
    expect(store.mapStatus).toBe('ready');
    expect(warn).not.toHaveBeenCalled();
  });

  it('draws the map through its port and keeps it in step until taken down', async () => {
    const { store, maps, content } = await setUp();
    const calls: string[] = [];
    const drawn: MountedShopMap = {
      setMarkers: (markers) => calls.push(`markers ${markers.length}`),
      setView: (view) => calls.push(`zoom ${view.zoom}`),
      openInfo: (id) => calls.push(`info ${id ?? 'closed'}`),
      destroy: () => calls.push('destroyed'),
    };
    let options: ShopMapOptions | undefined;
    const shopMap: ShopMap = {
      mount: (_element, given) => {
        options = given;
        return drawn;
      },
    };
    const drawing = new ShopFinderStore(content, maps, 'maps-key', shopMap);
    const words = {
      label: 'Map',
      linkText: 'Store page',
      closeText: 'Close',
      clusterLabel: (names: readonly string[]) => `${names.length} stores`,
    };
    // The store hands the element on untouched; these tests run without a DOM.
    const element = {} as HTMLElement;
    const takeDown = drawing.mountMap(element, words);
    expect(options).toMatchObject({ ...words, view: drawing.mapView });
    expect(calls).toEqual([`markers ${drawing.shops.length}`, 'info closed']);

    const first = drawing.shops[0]!;
    options?.onMarkerClick(first.id);
    expect(drawing.infoShop?.id).toBe(first.id);
    expect(calls.slice(2)).toEqual([`zoom ${SHOP_MAP.zoomOnSelect}`, `info ${first.id}`]);
    takeDown();
    drawing.setFilter('no such town');
    expect(calls.slice(4)).toEqual(['destroyed']);
    expect(store.mountMap(element, words)).toBeTypeOf('function');
  });

  it('writes its state to JSON and reads it back', async () => {
    const { store } = await setUp();
    store.setFilter('göteborg');
    store.openInfo(store.shops[0]!.id);
    const copy = (await setUp()).store;
    copy.hydrate(JSON.parse(JSON.stringify(store.toJSON())));
    expect(copy.toJSON()).toEqual(store.toJSON());
    expect(copy.selected).toEqual(store.selected);
    expect(copy.infoShop).toEqual(store.infoShop);
  });
});
