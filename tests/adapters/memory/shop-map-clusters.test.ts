import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { ShopMarker } from '@/application/shop-finder/shop-map.port';
import { clusterPins, type MapPin } from '@/adapters/memory/shop-map-clusters';
import { seededShops } from '@/adapters/memory/seed/content/shops.seed';
import { SHOP_MAP, physicalShops } from '@/domain/content/shop-finder';

const SEEDED: readonly ShopMarker[] = physicalShops(seededShops)
  .filter((shop) => shop.enabled === '1')
  .map((shop) => ({
    id: shop.id,
    name: shop.city,
    url: '',
    lat: shop.latitude,
    lng: shop.longitude,
  }));

const idsOf = (pin: MapPin) => (pin.kind === 'shop' ? [pin.marker.id] : pin.shopIds);
const namesOf = (pin: MapPin) =>
  idsOf(pin).map((id) => SEEDED.find((marker) => marker.id === id)?.name);

/** Shops somewhere around the Nordic countries, some of them on top of each other. */
const markers = fc
  .uniqueArray(
    fc.oneof(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 6 }),
        lat: fc.double({ min: 54, max: 70, noNaN: true }),
        lng: fc.double({ min: 4, max: 31, noNaN: true }),
      }),
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 6 }),
        lat: fc.double({ min: 55.6, max: 55.62, noNaN: true }),
        lng: fc.double({ min: 13, max: 13.02, noNaN: true }),
      }),
    ),
    { selector: (marker) => marker.id, maxLength: 40 },
  )
  .map((list) => list.map((marker) => ({ ...marker, name: marker.id, url: '' })));

describe('the offline map’s pins (docs/decisions/0121-the-offline-store-map-from-real-geography.md)', () => {
  test.prop([markers, fc.integer({ min: 3, max: 18 })])(
    'put every store in exactly one pin, at any zoom',
    (list, zoom) => {
      const ids = clusterPins(list, zoom).flatMap(idsOf);
      expect([...ids].sort()).toEqual(list.map((marker) => marker.id).sort());
    },
  );

  it('make one pin of a crowd of stores in one town', () => {
    const crowd = Array.from({ length: 30 }, (_, index) => ({
      id: `store-${index}`,
      name: `Store ${index}`,
      url: '',
      lat: 55.6 + index / 10_000,
      lng: 13,
    }));
    const [only, ...others] = clusterPins(crowd, SHOP_MAP.zoomManyShops);
    expect(others).toEqual([]);
    expect(only && idsOf(only)).toEqual(crowd.map((shop) => shop.id));
  });

  it('group Höganäs, Malmö and Lund at the finder’s first zoom, and the Stockholm stores', () => {
    const groups = clusterPins(SEEDED, SHOP_MAP.zoomManyShops)
      .filter((pin) => pin.kind === 'cluster')
      .map(namesOf);
    expect(groups).toContainEqual(['Höganäs', 'Malmö', 'Lund']);
    expect(groups).toContainEqual(['Stockholm', 'Stockholm', 'Uppsala']);
  });

  it('part a group at the zoom it names, and show every store alone close up', () => {
    const skåne = clusterPins(SEEDED, SHOP_MAP.zoomManyShops).find((pin) =>
      namesOf(pin).includes('Höganäs'),
    );
    if (skåne?.kind !== 'cluster') throw new Error('Höganäs is in a group');
    expect(clusterPins(SEEDED, skåne.expansionZoom).map(namesOf)).toContainEqual(['Höganäs']);
    const closeUp = clusterPins(SEEDED, SHOP_MAP.zoomOnSelect);
    expect(closeUp.every((pin) => pin.kind === 'shop')).toBe(true);
  });
});
