import type { SiteMarket } from '@/domain/market/market-resolution';
import { isDiscounted } from '@/domain/money/price-display';
import type { SearchIndex } from './indexed-catalogue';

/** Each variant's stock and price in one market and pricelist, by variant position. */
export interface MarketView {
  /** Pieces in stock over all the variant's sizes (docs/product.md#search-data quantity). */
  readonly quantity: readonly number[];
  readonly price: readonly number[];
  /** The price before a sale where the variant is on one (docs/product.md#search-data `compare_at`). */
  readonly compareAt: readonly (number | undefined)[];
}

const views = new WeakMap<SearchIndex, Map<string, MarketView>>();

/**
 * The stock and prices of `market` (docs/product.md#cart-data, pricesByPricelist), worked out once
 * per index and market and then reused by every request.
 */
export function marketView(index: SearchIndex, market: SiteMarket): MarketView {
  const key = `${market.market.id}:${market.pricelist.id}`;
  const known = views.get(index)?.get(key);
  if (known) return known;
  const view: MarketView = {
    quantity: index.variants.map(({ product }) =>
      product.items.reduce((sum, item) => sum + (item.stockByMarket[market.market.id] ?? 0), 0),
    ),
    price: index.variants.map(
      ({ product }) => product.pricesByPricelist[market.pricelist.id]?.priceAsNumber ?? 0,
    ),
    compareAt: index.variants.map(({ product }) => {
      const price = product.pricesByPricelist[market.pricelist.id];
      return price && isDiscounted(price) ? price.priceBeforeDiscountAsNumber : undefined;
    }),
  };
  const byMarket = views.get(index) ?? new Map<string, MarketView>();
  byMarket.set(key, view);
  views.set(index, byMarket);
  return view;
}
