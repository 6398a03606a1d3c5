import type { NamedQuery } from './named-query';
import { withFilters } from './query-change';
import { putFilter, removeFilter, type RangeFilter } from './search-filter';

/** SPEC §4: the quantity field the in-stock-online option filters on. */
export const IN_STOCK_FIELD = 'quantity';

/** SPEC §4: the stock of an item that is not in stock online: the range 0 to 0. */
export const OUT_OF_STOCK_QUANTITY = 0;

/** SPEC §4: in stock online = every item whose quantity is not in the range 0 to 0. */
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

/** SPEC §4/§7: adds the in-stock-online filter, or removes it. Back on page 1. */
export function setInStockOnline(state: NamedQuery, inStockOnly: boolean): NamedQuery {
  const filters = inStockOnly
    ? putFilter(state.query.filters, IN_STOCK_ONLINE_FILTER)
    : removeFilter(state.query.filters, IN_STOCK_FIELD);
  return withFilters(state, filters);
}

/** SPEC §4: the in-stock-online option as a checkbox. */
export function toggleInStockOnline(state: NamedQuery): NamedQuery {
  return setInStockOnline(state, !isInStockOnline(state));
}
