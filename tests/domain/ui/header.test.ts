import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { STICKY_HEADER_SCROLL_PX, isHeaderStuck } from '@/domain/ui/header';

describe('sticky header (docs/product.md#header)', () => {
  test.prop([fc.integer({ min: -1000, max: 100_000 })])(
    'sticks exactly from 200px of scroll',
    (y) => {
      expect(isHeaderStuck(y)).toBe(y >= STICKY_HEADER_SCROLL_PX);
    },
  );

  test.prop([
    fc.double({ min: 0, max: 10_000, noNaN: true }),
    fc.double({ min: 0, max: 10_000, noNaN: true }),
  ])('scrolling further never unsticks it', (a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    if (isHeaderStuck(low)) expect(isHeaderStuck(high)).toBe(true);
  });

  it('pins the threshold', () => {
    expect(STICKY_HEADER_SCROLL_PX).toBe(200);
    expect(isHeaderStuck(0)).toBe(false);
    expect(isHeaderStuck(199.5)).toBe(false);
    expect(isHeaderStuck(200)).toBe(true);
  });
});
