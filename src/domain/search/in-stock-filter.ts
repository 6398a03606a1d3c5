import type { NamedQuery } from './named-query';
import { withFilters } from './query-change';
import { putFilter, removeFilter, type RangeFilter } from './search-filter';

/** docs/product.md#filters-and-sort: the quantity field the in-stock-online option filters on. */
export const IN_STOCK_FIELD = 'quantity';

/**
 * docs/product.md#filters-and-sort: the stock of an item that is not in stock online: the range 0
 * to 0.
 */
export const OUT_OF_STOCK_QUANTITY = 0;

/**
 * docs/product.md#filters-and-sort: in stock online = every item whose quantity is not in the range
 * 0 to 0.
 */
export const IN_STOCK_ONLINE_FILTER: RangeFilter = {
  name: IN_STOCK_FIELD,
  type: 'range',
  values: [{ from: OUT_OF_STOCK_QUANTITY, to: OUT_OF_STOCK_QUANTITY }],
  exclude: true,
};

/** Whether the query shows only items in stock online. */
export function isInStockOnline(state: NamedQuery): boolean {
  const filter = state.query.filters.find((candidate) => candidate.name === IN_STOCK_FIELD);
  return filter?.type === 'range' && filter.exclude;
}

/**
 * docs/product.md#filters-and-sort, docs/product.md#search-provider: adds the in-stock-online
 * filter, or removes it. Back on page 1.
 */
export function setInStockOnline(state: NamedQuery, inStockOnly: boolean): NamedQuery {
  const filters = inStockOnly
    ? putFilter(state.query.filters, IN_STOCK_ONLINE_FILTER)
    : removeFilter(state.query.filters, IN_STOCK_FIELD);
  return withFilters(state, filters);
}

/** docs/product.md#filters-and-sort: the in-stock-online option as a checkbox. */
export function toggleInStockOnline(state: NamedQuery): NamedQuery {
  return setInStockOnline(state, !isInStockOnline(state));
}
