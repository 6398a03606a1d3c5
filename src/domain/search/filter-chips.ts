import { isInStockOnline, setInStockOnline } from './in-stock-filter';
import type { NamedQuery } from './named-query';
import { withFilters } from './query-change';
import {
  putFilter,
  removeFilter,
  selectedValues,
  type SearchFilter,
  valueFilter,
} from './search-filter';

/** docs/product.md#filters-and-sort: one choice of the shopper's, shown as a removable chip. */
export type FilterChip =
  | { readonly kind: 'value'; readonly facet: string; readonly value: string }
  | { readonly kind: 'in-stock' };

/**
 * docs/product.md#filters-and-sort active filters: what the shopper chose beyond the list's own
 * initial filters, in the order the filters hold them — each facet value, then in stock online.
 * The list's rules (a category's level filters) are not choices and never show.
 */
export function filterChips(state: NamedQuery): readonly FilterChip[] {
  const initial = state.initialFilters;
  const values = state.query.filters.flatMap((filter) =>
    filter.type === 'range'
      ? []
      : filter.values
          .filter((value) => !selectedValues(initial, filter.name).includes(value))
          .map((value) => ({ kind: 'value' as const, facet: filter.name, value })),
  );
  const inStock = isInStockOnline(state) && !initiallyInStock(state);
  return inStock ? [...values, { kind: 'in-stock' }] : values;
}

/**
 * Takes one chip's choice back, back on page 1: a facet left without the shopper's values gets
 * its initial filter again (or none), and in stock online is switched off.
 */
export function removeFilterChip(state: NamedQuery, chip: FilterChip): NamedQuery {
  if (chip.kind === 'in-stock') return setInStockOnline(state, false);
  const left = selectedValues(state.query.filters, chip.facet).filter(
    (value) => value !== chip.value,
  );
  return withFilters(state, withValues(state, chip.facet, left));
}

/** "Clear all": the initial filters again, the sort kept, back on page 1. */
export function clearFilterChips(state: NamedQuery): NamedQuery {
  return withFilters(state, state.initialFilters);
}

function withValues(
  state: NamedQuery,
  facet: string,
  values: readonly string[],
): readonly SearchFilter[] {
  if (values.length > 0) return putFilter(state.query.filters, valueFilter(facet, values));
  const initial = state.initialFilters.find((filter) => filter.name === facet);
  return initial
    ? putFilter(state.query.filters, initial)
    : removeFilter(state.query.filters, facet);
}

function initiallyInStock(state: NamedQuery): boolean {
  return isInStockOnline({ ...state, query: { ...state.query, filters: state.initialFilters } });
}
