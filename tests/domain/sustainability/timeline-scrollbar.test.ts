import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  maxScroll,
  scrollbarValue,
  scrollForDrag,
  scrollForKey,
  THUMB_MAX_SHARE,
  thumbOffsetPx,
  timelineThumb,
  type StripMetrics,
} from '@/domain/sustainability/timeline-scrollbar';

/** A strip as a browser can measure it: the scroll position within its range. */
const strip: fc.Arbitrary<StripMetrics> = fc
  .record({
    clientWidth: fc.integer({ min: 1, max: 4000 }),
    extra: fc.integer({ min: 0, max: 20000 }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ clientWidth, extra, at }) => ({
    clientWidth,
    scrollWidth: clientWidth + extra,
    scrollLeft: at * extra,
  }));

const scrollable = strip.filter((s) => maxScroll(s) > 0);
const track = fc.integer({ min: 40, max: 2000 });
const anyNumber = fc.double({ noNaN: true, min: -1e6, max: 1e6 });

describe('the sustainability timeline scrollbar (docs/product.md#content-blocks)', () => {
  test.prop([strip])('the thumb is never wider than 85 % of the track, nor outside it', (s) => {
    const { size, offset } = timelineThumb(s);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThanOrEqual(THUMB_MAX_SHARE);
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset + size).toBeLessThanOrEqual(1 + 1e-9);
  });

  test.prop([scrollable, track, anyNumber, anyNumber])(
    'a drag never scrolls the strip outside its range',
    (s, trackPx, start, drag) => {
      const scroll = scrollForDrag(s, start, drag, trackPx);
      expect(scroll).toBeGreaterThanOrEqual(0);
      expect(scroll).toBeLessThanOrEqual(maxScroll(s));
    },
  );

  test.prop([scrollable, track])(
    'dragging the thumb to where a scroll position puts it scrolls back there',
    (s, trackPx) => {
      const offset = thumbOffsetPx(s, trackPx);
      const scroll = scrollForDrag(s, 0, offset, trackPx);
      expect(scroll).toBeCloseTo(s.scrollLeft, 6);
    },
  );

  test.prop([scrollable, track, fc.double({ min: -500, max: 500, noNaN: true })])(
    'the thumb follows a drag by the same number of pixels while it stays on the track',
    (s, trackPx, drag) => {
      const scroll = scrollForDrag(s, s.scrollLeft, drag, trackPx);
      const before = thumbOffsetPx(s, trackPx);
      const after = thumbOffsetPx({ ...s, scrollLeft: scroll }, trackPx);
      const travel = trackPx * (1 - timelineThumb(s).size);
      expect(after).toBeCloseTo(Math.min(travel, Math.max(0, before + drag)), 6);
    },
  );

  test.prop([scrollable, fc.integer({ min: 1, max: 800 })])(
    'the arrow keys move a stage and stay in range; Home and End reach the ends',
    (s, step) => {
      const right = scrollForKey(s, 'ArrowRight', step) ?? Number.NaN;
      const left = scrollForKey(s, 'ArrowLeft', step) ?? Number.NaN;
      expect(right).toBeGreaterThanOrEqual(s.scrollLeft);
      expect(right).toBeLessThanOrEqual(maxScroll(s));
      expect(left).toBeLessThanOrEqual(s.scrollLeft);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(scrollForKey(s, 'Home', step)).toBe(0);
      expect(scrollForKey(s, 'End', step)).toBe(maxScroll(s));
      expect(scrollForKey(s, 'a', step)).toBeUndefined();
    },
  );

  test.prop([strip])('the scrollbar value is a whole percentage', (s) => {
    const value = scrollbarValue(s);
    expect(Number.isInteger(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
  });

  it('sizes the thumb by the visible share of the strip', () => {
    expect(timelineThumb({ clientWidth: 500, scrollWidth: 2000, scrollLeft: 0 }).size).toBe(0.25);
    expect(timelineThumb({ clientWidth: 500, scrollWidth: 500, scrollLeft: 0 }).size).toBe(0.85);
    expect(timelineThumb({ clientWidth: 500, scrollWidth: 2000, scrollLeft: 1500 }).offset).toBe(
      0.75,
    );
  });

  it('does not scroll a strip that fits', () => {
    const fits = { clientWidth: 500, scrollWidth: 500, scrollLeft: 0 };
    expect(scrollForDrag(fits, 0, 100, 400)).toBe(0);
    expect(scrollbarValue(fits)).toBe(0);
  });
});
