/**
 * What a product item says of its stock (docs/product.md#products-and-variants `stockByMarket`).
 */
export interface MarketStocked {
  readonly stockByMarket: Readonly<Record<string, number>>;
}

/**
 * docs/product.md#cart-data, docs/product.md#product-list-item: an item's stock in one market. A
 * market the item has no entry for has none of it, and so does no market at all (markets not
 * loaded).
 */
export function itemStock(item: MarketStocked, marketId: string | undefined): number {
  if (marketId === undefined || !Object.hasOwn(item.stockByMarket, marketId)) return 0;
  return item.stockByMarket[marketId] ?? 0;
}

/**
 * A product's stock in one market before a size is chosen: the pieces of all its sizes, so a
 * product is in stock (docs/product.md#product-list-item) when any size is.
 */
export function productStock(
  items: readonly MarketStocked[],
  marketId: string | undefined,
): number {
  return items.reduce((sum, item) => sum + Math.max(itemStock(item, marketId), 0), 0);
}
