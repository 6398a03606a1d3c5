import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { allBloks } from '@/domain/content/blok-fields';
import { firstHeroUid, heroHotspots, hotspotFocus, hotspotItem } from '@/domain/hero/hero-hotspot';
import { anyFieldValue, blokTree } from '../../support/blok-arbitraries';
import { searchItem } from '../../support/search-item-arbitraries';

const hotspotBlok = fc.record({
  _uid: fc.uuid(),
  component: fc.constantFrom('hero_hotspot', 'hero_hotspot', 'headline'),
  sku: fc.oneof(fc.string(), anyFieldValue),
  x: fc.oneof(fc.double(), anyFieldValue),
  y: fc.oneof(fc.double(), anyFieldValue),
});

describe('hero hotspots (docs/product.md#hero-hotspot)', () => {
  test.prop([fc.array(fc.oneof(hotspotBlok, anyFieldValue), { maxLength: 8 })])(
    'keeps hotspots with a product, each point inside the picture',
    (bloks) => {
      const hotspots = heroHotspots(bloks);
      for (const hotspot of hotspots) {
        expect(hotspot.sku.trim()).not.toBe('');
        expect(hotspot.x).toBeGreaterThanOrEqual(0);
        expect(hotspot.x).toBeLessThanOrEqual(100);
        expect(hotspot.y).toBeGreaterThanOrEqual(0);
        expect(hotspot.y).toBeLessThanOrEqual(100);
      }
      expect(hotspots.length).toBeLessThanOrEqual(bloks.length);
    },
  );

  it('reads numeric strings and puts a missing coordinate in the middle', () => {
    const hotspots = heroHotspots([
      { _uid: 'a', component: 'hero_hotspot', sku: 'LERA-MUGG-PINK', x: '30', y: 140 },
      { _uid: 'b', component: 'hero_hotspot', sku: 'LERA-SKAL-OCEAN' },
      { _uid: 'c', component: 'hero_hotspot', sku: '  ', x: 10, y: 10 },
    ]);
    expect(hotspots).toEqual([
      { uid: 'a', sku: 'LERA-MUGG-PINK', x: 30, y: 100 },
      { uid: 'b', sku: 'LERA-SKAL-OCEAN', x: 50, y: 50 },
    ]);
  });

  test.prop([fc.array(searchItem, { maxLength: 3 }), fc.nat()])(
    'finds the item holding the product and shows that product',
    (items, pick) => {
      const ids = items.flatMap((item) => item.variants.map(({ id }) => id));
      const productId = ids.length > 0 ? (ids[pick % ids.length] as string) : 'none';
      const found = hotspotItem(items, productId);
      if (ids.includes(productId)) {
        const holder = items.find(({ variants }) => variants.some(({ id }) => id === productId));
        const variant = holder?.variants.find(({ id }) => id === productId);
        expect(found?.selectedVariantId).toBe(productId);
        if (holder?.selectedVariantId === productId) {
          expect(found).toBe(holder);
        } else if (variant) {
          expect(found?.price).toBe(variant.price);
          expect(found?.name.endsWith(variant.color.join(' '))).toBe(true);
        }
      } else {
        expect(found).toBeUndefined();
      }
    },
  );

  test.prop([blokTree])('the first hero is the first hero of a depth-first walk', (root) => {
    const heroes = allBloks(root).filter(({ component }) => component === 'hero');
    expect(firstHeroUid(root)).toBe(heroes[0]?._uid);
  });
});

const point = fc.record({
  x: fc.double({ min: 0, max: 100, noNaN: true }),
  y: fc.double({ min: 0, max: 100, noNaN: true }),
});

describe('the focus of a cropped hero (docs/product.md#hero-hotspot)', () => {
  test.prop([fc.array(point, { minLength: 1, maxLength: 8 })])(
    'lies midway across the span the hotspots cover, on each axis',
    (points) => {
      const focus = hotspotFocus(points);
      const xs = points.map(({ x }) => x);
      const ys = points.map(({ y }) => y);
      expect(focus.x - Math.min(...xs)).toBeCloseTo(Math.max(...xs) - focus.x, 9);
      expect(focus.y - Math.min(...ys)).toBeCloseTo(Math.max(...ys) - focus.y, 9);
    },
  );

  it('is the picture’s middle without hotspots', () => {
    expect(hotspotFocus([])).toEqual({ x: 50, y: 50 });
    expect(
      hotspotFocus([
        { x: 70, y: 20 },
        { x: 90, y: 40 },
      ]),
    ).toEqual({ x: 80, y: 30 });
  });
});
