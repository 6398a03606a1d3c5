import type { NamedQuery } from './named-query';
import { withFilters } from './query-change';
import {
  isCategoryFacet,
  putFilter,
  removeFilter,
  selectedValues,
  valueFilter,
} from './search-filter';

/** Whether `value` of facet `name` is chosen in the query. */
export function isFacetValueSelected(state: NamedQuery, name: string, value: string): boolean {
  return selectedValues(state.query.filters, name).includes(value);
}

/**
 * docs/product.md#filters-and-sort: toggling a facet value removes it if selected, otherwise adds
 * it. A category facet holds one value at a time (adding replaces); other facets accumulate. A
 * facet left without values loses its filter. Back on page 1.
 */
export function toggleFacetValue(state: NamedQuery, name: string, value: string): NamedQuery {
  const selected = selectedValues(state.query.filters, name);
  const values = selected.includes(value)
    ? selected.filter((chosen) => chosen !== value)
    : isCategoryFacet(name)
      ? [value]
      : [...selected, value];
  const filters =
    values.length === 0
      ? removeFilter(state.query.filters, name)
      : putFilter(state.query.filters, valueFilter(name, values));
  return withFilters(state, filters);
}
