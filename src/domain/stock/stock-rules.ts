// Low stock (docs/product.md#product-list-item, docs/product.md#constants-and-limits)
/** Low stock: at least this many … */
export const LOW_STOCK_MIN = 2;
/** … and below this many. */
export const LOW_STOCK_BELOW = 9;

/**
 * Anything that carries a stock count (docs/product.md#search-data `quantity`, Search item
 * `quantity`).
 */
export interface StockedItem {
  /** Pieces in stock in the current market. */
  readonly quantity: number;
}

/**
 * docs/product.md#product-list-item: in stock when the quantity is above 0. A count that is not a
 * number is not stock.
 */
export function isInStock(stock: number): boolean {
  return stock > 0;
}

/**
 * How many more pieces a shopper can add when `inCart` are already in the cart
 * (docs/product.md#validation).
 */
export function remainingStock(stock: number, inCart: number): number {
  const left = stock - inCart;
  return isInStock(left) ? left : 0;
}
