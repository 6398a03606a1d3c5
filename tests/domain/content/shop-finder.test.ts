import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  SHOP_MAP,
  filterShops,
  isOnlineShop,
  onlineShops,
  physicalShops,
  shopMapView,
} from '@/domain/content/shop-finder';
import type { ShopLocation } from '@/domain/content/shop-location';

const shop = (id: string, name: string, city: string, lat = 59.3, lng = 18.1): ShopLocation => ({
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

const shops = [
  shop('1', 'Lera Göteborg', 'Göteborg', 57.7, 11.97),
  shop('2', 'Lera Södermalm', 'Stockholm'),
  shop('3', 'Lera Grünerløkka', 'Oslo', 59.92, 10.76),
];

const shopArb = fc
  .record({ id: fc.uuid(), name: fc.string(), city: fc.string() })
  .map(({ id, name, city }) => shop(id, name, city));

describe('filterShops (docs/product.md#store-finder)', () => {
  it('matches name, city, address or zip, without case or accents', () => {
    expect(filterShops(shops, 'goteborg').map((s) => s.id)).toEqual(['1']);
    expect(filterShops(shops, 'STOCKHOLM').map((s) => s.id)).toEqual(['2']);
    expect(filterShops(shops, 'lera oslo').map((s) => s.id)).toEqual(['3']);
    expect(filterShops(shops, '111 22')).toHaveLength(3);
    expect(filterShops(shops, 'malmö')).toEqual([]);
  });

  test.prop([fc.array(shopArb), fc.string()])('keeps a subset, in order', (all, text) => {
    const kept = filterShops(all, text);
    expect(all.filter((s) => kept.includes(s))).toEqual(kept);
  });

  test.prop([fc.array(shopArb), fc.stringMatching(/^\s*$/)])(
    'keeps all for blank text',
    (all, blank) => {
      expect(filterShops(all, blank)).toEqual(all);
    },
  );
});

describe('shopMapView (docs/product.md#store-finder)', () => {
  it('zooms to 16 on a selected store', () => {
    expect(shopMapView(shops, shops[2])).toEqual({
      centre: { lat: 59.92, lng: 10.76 },
      zoom: SHOP_MAP.zoomOnSelect,
    });
  });

  it('shows a single store at zoom 8', () => {
    expect(shopMapView([shops[0]!])).toEqual({
      centre: { lat: 57.7, lng: 11.97 },
      zoom: SHOP_MAP.zoomSingleShop,
    });
  });

  test.prop([fc.array(shopArb, { minLength: 2 })])(
    'shows several stores at zoom 6 around the fixed point in Sweden',
    (many) => {
      expect(shopMapView(many)).toEqual({
        centre: SHOP_MAP.centre,
        zoom: SHOP_MAP.zoomManyShops,
      });
    },
  );

  it('shows no stores like many: the whole country', () => {
    expect(shopMapView([]).zoom).toBe(SHOP_MAP.zoomManyShops);
  });
});

describe('online and physical stores (docs/product.md#content-blocks, docs/product.md#store-finder)', () => {
  const online = (id: string): ShopLocation => ({
    ...shop(id, `Web ${id}`, 'Malmö'),
    address: '',
    url: `https://shop-${id}.example`,
  });

  it('counts a store with a website and no address as online', () => {
    expect(isOnlineShop(online('9'))).toBe(true);
    expect(isOnlineShop({ ...online('9'), url: ' ' })).toBe(false);
    expect(isOnlineShop({ ...online('9'), address: 'Storgatan 1' })).toBe(false);
  });

  test.prop([fc.array(fc.oneof(shopArb, fc.uuid().map(online)))])(
    'splits every store into exactly one of the two lists, in order',
    (all) => {
      const physical = physicalShops(all);
      const web = onlineShops(all);
      expect(physical.length + web.length).toBe(all.length);
      expect(all.filter((s) => physical.includes(s))).toEqual(physical);
      expect(all.filter((s) => web.includes(s))).toEqual(web);
      expect(web.every(isOnlineShop)).toBe(true);
      expect(physical.some(isOnlineShop)).toBe(false);
    },
  );
});
