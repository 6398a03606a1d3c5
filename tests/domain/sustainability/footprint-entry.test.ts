import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  clampPercentage,
  DEFAULT_FOOTPRINT_SIZE,
  FOOTPRINT_SIZES,
  footprintSize,
} from '@/domain/sustainability/footprint-entry';

describe('carbon footprint entries (docs/product.md#content-blocks)', () => {
  test.prop([fc.oneof(fc.double(), fc.constant(undefined))])(
    'a percentage always lies from 0 to 100',
    (value) => {
      const percentage = clampPercentage(value);
      expect(percentage).toBeGreaterThanOrEqual(0);
      expect(percentage).toBeLessThanOrEqual(100);
    },
  );

  test.prop([fc.double({ min: 0, max: 100, noNaN: true })])(
    'a percentage from 0 to 100 is kept as typed',
    (value) => {
      expect(clampPercentage(value)).toBe(value);
    },
  );

  test.prop([fc.double({ noNaN: true }), fc.double({ noNaN: true })])(
    'clamping keeps the order of two percentages',
    (a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(clampPercentage(low)).toBeLessThanOrEqual(clampPercentage(high));
    },
  );

  it('reads a missing or broken percentage as 0, and caps the ends', () => {
    expect(clampPercentage(undefined)).toBe(0);
    expect(clampPercentage(Number.NaN)).toBe(0);
    expect(clampPercentage(-5)).toBe(0);
    expect(clampPercentage(140)).toBe(100);
    expect(clampPercentage(Number.POSITIVE_INFINITY)).toBe(100);
  });

  test.prop([fc.constantFrom(...FOOTPRINT_SIZES), fc.constantFrom('', ' ')])(
    'a known size token is read whatever its case and spacing',
    (size, pad) => {
      expect(footprintSize(`${pad}${size.toUpperCase()}${pad}`)).toBe(size);
    },
  );

  test.prop([
    fc.string().filter((s) => !FOOTPRINT_SIZES.some((size) => s.trim().toLowerCase() === size)),
  ])('any other token is the default size', (token) => {
    expect(footprintSize(token)).toBe(DEFAULT_FOOTPRINT_SIZE);
  });
});
