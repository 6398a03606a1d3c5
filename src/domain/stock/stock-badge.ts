import { LOW_STOCK_BELOW, LOW_STOCK_MIN, isInStock } from './stock-rules';

/** The translation keys of the stock badges (docs/product.md#product-list-item). */
export type StockBadge = 'Out_Of_Stock' | 'Less_Than_2' | 'Low_Stock';

/**
 * docs/product.md#product-list-item, docs/product.md#constants-and-limits low stock: exactly 1
 * shows `Less_Than_2`, 2 to 8 `Low_Stock`, none `Out_Of_Stock`, and 9 or more no badge (`null`).
 */
export function stockBadge(stock: number): StockBadge | null {
  if (!isInStock(stock)) return 'Out_Of_Stock';
  if (stock < LOW_STOCK_MIN) return 'Less_Than_2';
  if (stock < LOW_STOCK_BELOW) return 'Low_Stock';
  return null;
}
