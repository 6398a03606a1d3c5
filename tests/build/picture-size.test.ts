import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { extentCm, frameFill } from '../../scripts/media/picture-size.mjs';

describe('a product picture’s size (scripts/media/picture-size.mjs)', () => {
  it('fills ~70 % of the frame with the 27 cm plate, less with the 21 cm one', () => {
    expect(frameFill(27)).toBeCloseTo(0.7);
    expect(frameFill(21)).toBeLessThan(frameFill(27) - 0.05);
  });

  test.prop([
    fc.double({ min: 1, max: 60, noNaN: true }),
    fc.double({ min: 1, max: 60, noNaN: true }),
  ])('never draws a bigger piece smaller, and keeps every piece inside the frame', (a, b) => {
    if (a < b) expect(frameFill(a)).toBeLessThanOrEqual(frameFill(b));
    expect(frameFill(a)).toBeGreaterThanOrEqual(0.3);
    expect(frameFill(a)).toBeLessThanOrEqual(0.82);
  });

  it('reads a measurement, and a volume as the height of a vessel holding it', () => {
    expect(extentCm({ measurement: '27 cm' })).toBe(27);
    const mug = extentCm({ volume: '35 cl' })!;
    const teapot = extentCm({ volume: '1 l' })!;
    expect(mug).toBeGreaterThan(7);
    expect(mug).toBeLessThan(10);
    expect(teapot).toBeGreaterThan(mug);
    expect(extentCm({})).toBeUndefined();
  });
});
