import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  decrementHotspotQuantity,
  HOTSPOT_QUANTITY_START,
  incrementHotspotQuantity,
} from '@/domain/stock/hotspot-quantity';

const step = fc.constantFrom(incrementHotspotQuantity, decrementHotspotQuantity);

describe('hero hotspot quantity (docs/product.md#hero-hotspot)', () => {
  test.prop([fc.array(step, { maxLength: 40 })])(
    'starting at 0, no sequence of steps goes below 0',
    (steps) => {
      let quantity = HOTSPOT_QUANTITY_START;
      let ups = 0;
      for (const apply of steps) {
        quantity = apply(quantity);
        ups = apply === incrementHotspotQuantity ? ups + 1 : Math.max(0, ups - 1);
        expect(quantity).toBeGreaterThanOrEqual(0);
        expect(quantity).toBe(ups);
      }
    },
  );

  test.prop([fc.integer({ min: 0, max: 100 })])('up then down is where it started', (q) => {
    expect(decrementHotspotQuantity(incrementHotspotQuantity(q))).toBe(q);
  });

  test.prop([fc.integer({ min: -100, max: 100 })])(
    'is never below 0, whatever it is given',
    (q) => {
      expect(incrementHotspotQuantity(q)).toBeGreaterThanOrEqual(0);
      expect(decrementHotspotQuantity(q)).toBeGreaterThanOrEqual(0);
    },
  );

  it('starts at 0 and stops there', () => {
    expect(HOTSPOT_QUANTITY_START).toBe(0);
    expect(incrementHotspotQuantity(0)).toBe(1);
    expect(incrementHotspotQuantity(4)).toBe(5);
    expect(decrementHotspotQuantity(2)).toBe(1);
    expect(decrementHotspotQuantity(1)).toBe(0);
    expect(decrementHotspotQuantity(0)).toBe(0);
    expect(incrementHotspotQuantity(-3)).toBe(0);
    expect(decrementHotspotQuantity(-3)).toBe(0);
  });
});
