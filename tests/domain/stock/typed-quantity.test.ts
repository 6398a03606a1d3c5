import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { typedQuantity } from '@/domain/stock/typed-quantity';

const bounds = fc
  .record({
    current: fc.nat(50),
    min: fc.constantFrom(0, 1),
    max: fc.integer({ min: -5, max: 60 }),
  })
  .map((b) => ({ ...b, current: Math.max(b.min, b.current) }));

describe('a typed quantity (docs/product.md#adding-to-cart)', () => {
  test.prop([fc.nat(1000), bounds])(
    'a whole number is taken within the start and what may still be added, and says which bound it met',
    (wanted, b) => {
      const { quantity, limited } = typedQuantity(String(wanted), b);
      const top = Math.max(b.min, b.max);
      expect(quantity).toBe(Math.min(Math.max(wanted, b.min), top));
      if (wanted < b.min) expect(limited).toEqual({ limit: 'min', bound: b.min });
      else if (wanted > top) expect(limited).toEqual({ limit: 'max', bound: top });
      else expect(limited).toBeUndefined();
    },
  );

  test.prop([fc.constantFrom('', ' ', 'abc', '2.5', '-3', '1e3', '٣', '+4'), bounds])(
    'text that is no whole number leaves the quantity as it was',
    (typed, b) => {
      expect(typedQuantity(typed, b)).toEqual({ quantity: b.current });
    },
  );

  test('reads the number around spaces: " 7 " is 7', () => {
    expect(typedQuantity(' 7 ', { current: 1, min: 1, max: 24 })).toEqual({ quantity: 7 });
  });
});
