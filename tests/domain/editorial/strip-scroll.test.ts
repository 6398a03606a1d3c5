import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { maxScroll, stripButtons, stripTarget } from '@/domain/editorial/strip-scroll';

const strip = fc
  .record({
    clientWidth: fc.nat(3000),
    extra: fc.nat(6000),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ clientWidth, extra, at }) => ({
    clientWidth,
    scrollWidth: clientWidth + extra,
    scrollLeft: extra * at,
  }));

describe('the swipeable strip (docs/product.md#content-blocks)', () => {
  it('has no previous at the start and no next at the end', () => {
    expect(stripButtons({ scrollLeft: 0, clientWidth: 400, scrollWidth: 1200 })).toEqual({
      prev: false,
      next: true,
    });
    expect(stripButtons({ scrollLeft: 800, clientWidth: 400, scrollWidth: 1200 })).toEqual({
      prev: true,
      next: false,
    });
    expect(stripButtons({ scrollLeft: 0, clientWidth: 400, scrollWidth: 400 })).toEqual({
      prev: false,
      next: false,
    });
  });

  it('moves one step at a time', () => {
    const at = { scrollLeft: 100, clientWidth: 400, scrollWidth: 1200 };
    expect(stripTarget(at, 1, 300)).toBe(400);
    expect(stripTarget(at, -1, 300)).toBe(0);
  });

  test.prop([strip, fc.constantFrom(-1 as const, 1 as const), fc.double({ min: -50, max: 2000 })])(
    'never scrolls past either end',
    (metrics, direction, step) => {
      const target = stripTarget(metrics, direction, step);
      expect(target).toBeGreaterThanOrEqual(0);
      expect(target).toBeLessThanOrEqual(maxScroll(metrics));
    },
  );

  test.prop([
    strip,
    fc.constantFrom(-1 as const, 1 as const),
    fc.double({ min: 1, max: 2000, noNaN: true }),
  ])('moves in the direction asked, or stays put at that end', (metrics, direction, step) => {
    const moved = stripTarget(metrics, direction, step) - metrics.scrollLeft;
    expect(moved * direction).toBeGreaterThanOrEqual(-1e-9);
  });
});
