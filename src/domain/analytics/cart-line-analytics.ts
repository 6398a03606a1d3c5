import type { CartItem } from '@/domain/cart/cart';
import type { AnalyticsCartLine } from './analytics-product';

/**
 * docs/product.md#other-calls addToCart / removeFromCart: a cart line as the data layer reports it
 * — the sku as the product id, the product and brand names, the price of one piece and the size as
 * the variant — with the pieces added or removed (not the line's whole quantity).
 */
export function cartLineAnalytics(line: CartItem, quantity: number): AnalyticsCartLine {
  return {
    id: line.sku,
    name: line.productName,
    price: line.priceEachAsNumber,
    ...(line.brandName ? { brand: line.brandName } : {}),
    ...(line.size ? { variant: line.size } : {}),
    quantity,
  };
}
