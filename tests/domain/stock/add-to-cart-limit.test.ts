import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { checkAddToCart } from '@/domain/stock/add-to-cart-limit';
import { inCart, requested, stock } from '../../support/stock-arbitraries';

const overLimit = (available: number) => ({
  ok: false,
  error: {
    kind: 'stock/over-limit',
    title: 'Add_To_Cart_Error_Title',
    message: 'Add_To_Cart_Error_Message',
    available,
  },
});

describe('add-to-cart limit (docs/product.md#adding-to-cart)', () => {
  test.prop([requested, inCart, stock])(
    'accepts exactly when requested plus cart stays within stock',
    (r, c, s) => {
      expect(checkAddToCart({ requested: r, inCart: c, stock: s }).ok).toBe(r + c <= s);
    },
  );

  test.prop([requested, inCart, stock])(
    'an accepted add gives the new line quantity',
    (r, c, s) => {
      const result = checkAddToCart({ requested: r, inCart: c, stock: s });
      fc.pre(result.ok);
      expect(result).toEqual({ ok: true, value: r + c });
    },
  );

  test.prop([requested, inCart, stock])(
    'a refused add says how many more would fit, and that many would',
    (r, c, s) => {
      const result = checkAddToCart({ requested: r, inCart: c, stock: s });
      fc.pre(!result.ok);
      const available = Math.max(0, s - c);
      expect(result).toEqual(overLimit(available));
      if (available > 0) {
        expect(checkAddToCart({ requested: available, inCart: c, stock: s }).ok).toBe(true);
      }
    },
  );

  it('pins the boundary', () => {
    expect(checkAddToCart({ requested: 3, inCart: 2, stock: 5 })).toEqual({ ok: true, value: 5 });
    expect(checkAddToCart({ requested: 4, inCart: 2, stock: 5 })).toEqual(overLimit(3));
    expect(checkAddToCart({ requested: 1, inCart: 0, stock: 1 })).toEqual({ ok: true, value: 1 });
    expect(checkAddToCart({ requested: 1, inCart: 0, stock: 0 })).toEqual(overLimit(0));
    expect(checkAddToCart({ requested: 1, inCart: 5, stock: 3 })).toEqual(overLimit(0));
  });

  it('throws for a request a selector can never make', () => {
    expect(() => checkAddToCart({ requested: 0, inCart: 0, stock: 5 })).toThrow(
      'requested must be a whole number of at least 1, not 0',
    );
    expect(() => checkAddToCart({ requested: 1.5, inCart: 0, stock: 5 })).toThrow(RangeError);
    expect(() => checkAddToCart({ requested: 1, inCart: -1, stock: 5 })).toThrow(
      'inCart must be a whole number of at least 0, not -1',
    );
    expect(() => checkAddToCart({ requested: 1, inCart: 0.5, stock: 5 })).toThrow(RangeError);
    expect(checkAddToCart({ requested: 1, inCart: 0, stock: 5 }).ok).toBe(true);
  });
});
