import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { NORDIC_OUTLINE } from '@/adapters/memory/nordic-outline';
import { outlinePoint, project } from '@/adapters/memory/shop-map-projection';
import { SHOP_MAP } from '@/domain/content/shop-finder';

/** The outline's closed rings, as points. */
function rings(path: string): readonly (readonly [number, number])[][] {
  return path
    .split('M')
    .filter((ring) => ring !== '')
    .map((ring) =>
      ring
        .replace(/Z$/, '')
        .split('L')
        .map((point) => point.split(',').map(Number) as [number, number]),
    );
}

/** Even–odd: whether a point of the outline's pixels lies on its land. */
function onLand(path: string, [x, y]: readonly [number, number]): boolean {
  let inside = false;
  for (const ring of rings(path)) {
    ring.forEach(([x1, y1], index) => {
      const [x2, y2] = ring[(index + 1) % ring.length]!;
      if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) inside = !inside;
    });
  }
  return inside;
}

const near = fc.record({
  lat: fc.double({ min: 54, max: 70, noNaN: true }),
  lng: fc.double({ min: 4, max: 31, noNaN: true }),
});

describe('the offline map’s projection (docs/decisions/0121-the-offline-store-map-from-real-geography.md)', () => {
  test.prop([near, near, fc.integer({ min: 3, max: 17 })])(
    'scales everything about the view’s centre, twice as far for each zoom step',
    (centre, point, zoom) => {
      const at = project({ centre, zoom }, point);
      const closer = project({ centre, zoom: zoom + 1 }, point);
      expect(closer.x).toBeCloseTo(at.x * 2, 6);
      expect(closer.y).toBeCloseTo(at.y * 2, 6);
    },
  );

  it('puts the pins of inland towns on the generated land, and the sea off it', () => {
    const point = (lat: number, lng: number) => {
      const { x, y } = outlinePoint({ lat, lng });
      return [x, y] as const;
    };
    for (const [lat, lng] of [
      [59.86, 17.64], // Uppsala
      [57.78, 14.16], // Jönköping
      [55.7, 13.19], // Lund
      [63.43, 10.4], // Trondheim
      [62, 15], // the finder's centre
      [57.45, 18.5], // Gotland
      [56.75, 16.65], // Öland
    ] as const) {
      expect(onLand(NORDIC_OUTLINE.land, point(lat, lng)), `${lat} ${lng}`).toBe(true);
    }
    expect(onLand(NORDIC_OUTLINE.land, point(58.5, 20))).toBe(false); // the Baltic
    expect(onLand(NORDIC_OUTLINE.land, point(57, 5))).toBe(false); // the North Sea
    expect(onLand(NORDIC_OUTLINE.land, point(57.45, 17.6))).toBe(false); // west of Gotland
    expect(onLand(NORDIC_OUTLINE.land, point(56.9, 17.3))).toBe(false); // east of Öland
  });

  it('draws the centre in the middle, north up and east right', () => {
    const view = { centre: SHOP_MAP.centre, zoom: SHOP_MAP.zoomManyShops };
    expect(project(view, SHOP_MAP.centre)).toEqual({ x: 0, y: 0 });
    expect(project(view, { lat: 63, lng: 15 }).y).toBeLessThan(0);
    expect(project(view, { lat: 62, lng: 16 }).x).toBeGreaterThan(0);
  });
});
