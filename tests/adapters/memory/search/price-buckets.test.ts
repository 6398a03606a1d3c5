import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { niceStep, PRICE_BUCKETS, priceBuckets } from '@/adapters/memory/search/price-buckets';
import { inRanges } from '@/adapters/memory/search/search-fields';

const price = fc.integer({ min: 0, max: 5_000_000 }).map((cents) => cents / 100);
const prices = fc.array(price, { minLength: 1, maxLength: 40 });

describe('price facet ranges (docs/product.md#search-data)', () => {
  test.prop([prices])('every price lies in a range', (list) => {
    const buckets = priceBuckets(list);
    for (const amount of list) expect(inRanges(amount, buckets)).toBe(true);
  });

  test.prop([prices])('ranges run lowest first, edge to edge, one width', (list) => {
    const buckets = priceBuckets(list);
    const widths = new Set(buckets.map(({ from = 0, to = 0 }) => Math.round((to - from) * 100)));
    expect(widths.size).toBe(1);
    buckets.slice(1).forEach((bucket, at) => expect(bucket.from).toBe(buckets[at]?.to));
  });

  test.prop([prices])('there are a handful of ranges, each holding a price', (list) => {
    fc.pre(new Set(list).size > 1);
    const buckets = priceBuckets(list);
    expect(buckets.length).toBeLessThanOrEqual(PRICE_BUCKETS + 1);
    expect(buckets[0]?.from).toBeLessThanOrEqual(Math.min(...list));
    expect(buckets.at(-1)?.to).toBeGreaterThanOrEqual(Math.max(...list));
  });

  test.prop([fc.double({ min: 0.001, max: 1e7, noNaN: true })])(
    'a round step is at least the raw step and under 2.5 times it',
    (raw) => {
      const step = niceStep(raw);
      expect(step).toBeGreaterThanOrEqual(raw - 1e-9);
      expect(step).toBeLessThan(raw * 2.5);
      expect(Number((step / 10 ** Math.floor(Math.log10(step))).toFixed(6))).toBeOneOf([
        1, 2, 2.5, 5,
      ]);
    },
  );

  it('gives one range for one price and none for none', () => {
    expect(priceBuckets([349, 349])).toEqual([{ from: 349, to: 349 }]);
    expect(priceBuckets([])).toEqual([]);
    expect(priceBuckets([129, 1295])).toEqual([
      { from: 0, to: 500 },
      { from: 500, to: 1000 },
      { from: 1000, to: 1500 },
    ]);
  });
});

describe('ranges as filters (docs/product.md#filters-and-sort)', () => {
  const end = fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined });
  const range = fc.record({ from: end, to: end });

  test.prop([fc.integer({ min: -60, max: 60 }), fc.array(range, { maxLength: 3 })])(
    'a value is in the ranges when one of them holds it, both ends included',
    (value, ranges) => {
      const held = ranges.some(
        ({ from, to }) => (from ?? -Infinity) <= value && value <= (to ?? Infinity),
      );
      expect(inRanges(value, ranges)).toBe(held);
    },
  );

  it('holds 0 in 0 to 0 and nothing else (the in-stock range)', () => {
    expect(inRanges(0, [{ from: 0, to: 0 }])).toBe(true);
    expect(inRanges(1, [{ from: 0, to: 0 }])).toBe(false);
    expect(inRanges(5, [])).toBe(false);
  });
});
