import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  STORE_MAP,
  filterStores,
  isOnlineStore,
  onlineStores,
  physicalStores,
  storeMapView,
} from '@/domain/content/store-finder';
import type { StoreLocation } from '@/domain/content/store-location';

const store = (id: string, name: string, city: string, lat = 59.3, lng = 18.1): StoreLocation => ({
  id,
  uuid: `uuid-${id}`,
  enabled: '1',
  name,
  city,
  address: 'Storgatan 1',
  zip: '111 22',
  phone: '',
  url: '',
  latitude: lat,
  longitude: lng,
});

const stores = [
  store('1', 'Lera Göteborg', 'Göteborg', 57.7, 11.97),
  store('2', 'Lera Södermalm', 'Stockholm'),
  store('3', 'Lera Grünerløkka', 'Oslo', 59.92, 10.76),
];

const storeArb = fc
  .record({ id: fc.uuid(), name: fc.string(), city: fc.string() })
  .map(({ id, name, city }) => store(id, name, city));

describe('filterStores (docs/product.md#store-finder)', () => {
  it('matches name, city, address or zip, without case or accents', () => {
    expect(filterStores(stores, 'goteborg').map((s) => s.id)).toEqual(['1']);
    expect(filterStores(stores, 'STOCKHOLM').map((s) => s.id)).toEqual(['2']);
    expect(filterStores(stores, 'lera oslo').map((s) => s.id)).toEqual(['3']);
    expect(filterStores(stores, '111 22')).toHaveLength(3);
    expect(filterStores(stores, 'malmö')).toEqual([]);
  });

  test.prop([fc.array(storeArb), fc.string()])('keeps a subset, in order', (all, text) => {
    const kept = filterStores(all, text);
    expect(all.filter((s) => kept.includes(s))).toEqual(kept);
  });

  test.prop([fc.array(storeArb), fc.stringMatching(/^\s*$/)])(
    'keeps all for blank text',
    (all, blank) => {
      expect(filterStores(all, blank)).toEqual(all);
    },
  );
});

describe('storeMapView (docs/product.md#store-finder)', () => {
  it('zooms to 16 on a selected store', () => {
    expect(storeMapView(stores, stores[2])).toEqual({
      centre: { lat: 59.92, lng: 10.76 },
      zoom: STORE_MAP.zoomOnSelect,
    });
  });

  it('shows a single store at zoom 8', () => {
    expect(storeMapView([stores[0]!])).toEqual({
      centre: { lat: 57.7, lng: 11.97 },
      zoom: STORE_MAP.zoomSingleStore,
    });
  });

  test.prop([fc.array(storeArb, { minLength: 2 })])(
    'shows several stores at zoom 6 around the fixed point in Sweden',
    (many) => {
      expect(storeMapView(many)).toEqual({
        centre: STORE_MAP.centre,
        zoom: STORE_MAP.zoomManyStores,
      });
    },
  );

  it('shows no stores like many: the whole country', () => {
    expect(storeMapView([]).zoom).toBe(STORE_MAP.zoomManyStores);
  });
});

describe('online and physical stores (docs/product.md#content-blocks, docs/product.md#store-finder)', () => {
  const online = (id: string): StoreLocation => ({
    ...store(id, `Web ${id}`, 'Malmö'),
    address: '',
    url: `https://shop-${id}.example`,
  });

  it('counts a store with a website and no address as online', () => {
    expect(isOnlineStore(online('9'))).toBe(true);
    expect(isOnlineStore({ ...online('9'), url: ' ' })).toBe(false);
    expect(isOnlineStore({ ...online('9'), address: 'Storgatan 1' })).toBe(false);
  });

  test.prop([fc.array(fc.oneof(storeArb, fc.uuid().map(online)))])(
    'splits every store into exactly one of the two lists, in order',
    (all) => {
      const physical = physicalStores(all);
      const web = onlineStores(all);
      expect(physical.length + web.length).toBe(all.length);
      expect(all.filter((s) => physical.includes(s))).toEqual(physical);
      expect(all.filter((s) => web.includes(s))).toEqual(web);
      expect(web.every(isOnlineStore)).toBe(true);
      expect(physical.some(isOnlineStore)).toBe(false);
    },
  );
});
