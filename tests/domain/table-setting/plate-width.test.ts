import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PLATE_WIDTH_DIVISOR, plateWidthPercent } from '@/domain/table-setting/plate-width';

const diameter = fc.double({ min: -100, max: 200, noNaN: true });

describe('plate width scale (docs/product.md#table-setting)', () => {
  test.prop([diameter])('is a percentage between 0 and 100', (d) => {
    const width = plateWidthPercent(d);
    expect(width).toBeGreaterThanOrEqual(0);
    expect(width).toBeLessThanOrEqual(100);
  });

  test.prop([diameter, diameter])('a wider plate is never drawn narrower', (a, b) => {
    fc.pre(a <= b);
    expect(plateWidthPercent(a)).toBeLessThanOrEqual(plateWidthPercent(b));
  });

  test.prop([fc.double({ min: Number.MIN_VALUE, max: PLATE_WIDTH_DIVISOR, noNaN: true })])(
    'is the diameter over 51.09 cm, as a percentage, up to a full-width plate',
    (d) => {
      expect(plateWidthPercent(d)).toBe((d / PLATE_WIDTH_DIVISOR) * 100);
    },
  );

  it('pins the examples', () => {
    expect(PLATE_WIDTH_DIVISOR).toBe(51.09);
    expect(plateWidthPercent(51.09)).toBe(100);
    expect(plateWidthPercent(25.545)).toBe(50);
    expect(plateWidthPercent(27)).toBeCloseTo(52.848, 3);
    expect(plateWidthPercent(51.1)).toBe(100);
    expect(plateWidthPercent(60)).toBe(100);
    expect(plateWidthPercent(0)).toBe(0);
    expect(plateWidthPercent(-0)).toBe(0);
    expect(plateWidthPercent(-1)).toBe(0);
    expect(plateWidthPercent(0.0001)).toBeGreaterThan(0);
    expect(plateWidthPercent(Number.NaN)).toBe(0);
    expect(plateWidthPercent(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
