import { roundToHundredths } from '@/domain/money/amount-format';
import type { OrderTotals } from './cart';

/**
 * docs/product.md#orders: what the items cost before the discount and delivery, for the receipt's
 * column of totals. The order states its total, discount and shipping, not this; worked out from
 * them, the column always adds up to the total the shopper paid.
 */
export function orderItemsTotal(totals: OrderTotals): number {
  return roundToHundredths(
    totals.grandTotalPriceAsNumber -
      totals.shippingPriceAsNumber +
      totals.totalDiscountPriceAsNumber,
  );
}
