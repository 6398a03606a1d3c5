import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { orderItemsTotal } from '@/domain/cart/order-items-total';
import { roundToHundredths } from '@/domain/money/amount-format';
import { priceAmount } from '../../support/money-arbitraries';

describe('orderItemsTotal (docs/product.md#orders)', () => {
  it('is the total before the discount came off and the delivery went on', () => {
    const totals = {
      grandTotalPriceAsNumber: 844.5,
      totalDiscountPriceAsNumber: 88.5,
      grandTotalPriceTaxAsNumber: 168.9,
      shippingPriceAsNumber: 49,
    };
    expect(orderItemsTotal(totals)).toBe(884);
  });

  test.prop([priceAmount, priceAmount, priceAmount])(
    'makes the receipt’s column add up to the total paid',
    (items, discount, shipping) => {
      const grand = roundToHundredths(items - discount + shipping);
      const totals = {
        grandTotalPriceAsNumber: grand,
        totalDiscountPriceAsNumber: discount,
        grandTotalPriceTaxAsNumber: 0,
        shippingPriceAsNumber: shipping,
      };
      const listed = orderItemsTotal(totals);
      expect(roundToHundredths(listed - discount + shipping)).toBe(grand);
      expect(listed).toBe(items);
    },
  );
});
