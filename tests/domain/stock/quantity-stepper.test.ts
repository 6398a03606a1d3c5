import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { checkAddToCart } from '@/domain/stock/add-to-cart-limit';
import { HOTSPOT_QUANTITY_START } from '@/domain/stock/hotspot-quantity';
import { QUANTITY_MIN, quantityButtons } from '@/domain/stock/quantity-stepper';
import { inCart, selectorQuantity, stock } from '../../support/stock-arbitraries';

const plus = (quantity: number, s: number, c = 0) =>
  quantityButtons({ quantity, stock: s, inCart: c }).plusDisabled;

describe('quantity selector buttons (docs/product.md#adding-to-cart)', () => {
  test.prop([selectorQuantity, stock, inCart])(
    'plus is enabled exactly when the add-to-cart limit takes one more',
    (q, s, c) => {
      expect(plus(q, s, c)).toBe(!checkAddToCart({ requested: q + 1, inCart: c, stock: s }).ok);
    },
  );

  test.prop([selectorQuantity, inCart])('plus is always disabled with no stock', (q, c) => {
    expect(plus(q, 0, c)).toBe(true);
  });

  test.prop([selectorQuantity, stock])(
    'plus is disabled once the quantity reaches stock',
    (q, s) => {
      expect(plus(q, s)).toBe(q >= s);
    },
  );

  test.prop([selectorQuantity, stock, inCart])(
    'minus is disabled exactly at the minimum, whatever the stock',
    (q, s, c) => {
      expect(quantityButtons({ quantity: q, stock: s, inCart: c }).minusDisabled).toBe(
        q <= QUANTITY_MIN,
      );
      expect(
        quantityButtons({ quantity: q, stock: s, inCart: c }, HOTSPOT_QUANTITY_START).minusDisabled,
      ).toBe(q <= HOTSPOT_QUANTITY_START);
    },
  );

  it('pins the documented cases', () => {
    expect(plus(1, 0)).toBe(true);
    expect(plus(4, 5)).toBe(false);
    expect(plus(5, 5)).toBe(true);
    expect(plus(6, 5)).toBe(true);
    expect(plus(2, 5, 2)).toBe(false);
    expect(plus(2, 5, 3)).toBe(true);
    expect(plus(2, 5, 4)).toBe(true);
    expect(quantityButtons({ quantity: 1, stock: 5, inCart: 0 })).toEqual({
      plusDisabled: false,
      minusDisabled: true,
    });
    expect(quantityButtons({ quantity: 2, stock: 5, inCart: 0 }).minusDisabled).toBe(false);
    expect(quantityButtons({ quantity: 0, stock: 5, inCart: 0 }, 0).minusDisabled).toBe(true);
    expect(quantityButtons({ quantity: 1, stock: 5, inCart: 0 }, 0).minusDisabled).toBe(false);
    expect(QUANTITY_MIN).toBe(1);
  });
});
