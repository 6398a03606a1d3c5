/** docs/product.md#filters-and-sort: one field, ascending or descending. */
export type SortOrder = 'asc' | 'desc';

/**
 * docs/product.md#search-data, docs/product.md#search-provider a sort entry of the query (the
 * provider's `sort [{field, order}]`).
 */
export interface SortBy {
  readonly field: string;
  readonly order: SortOrder;
}

/** A facet selection: the chosen values of one facet (the provider's `text`/`category` filters). */
export interface ValueFilter {
  readonly name: string;
  readonly type: 'text' | 'category';
  readonly values: readonly string[];
}

/** A numeric range on one field; either end may be open. */
export interface NumberRange {
  readonly from?: number;
  readonly to?: number;
}

/**
 * A range filter. `exclude` keeps what lies outside the ranges (docs/product.md#filters-and-sort
 * in-stock-online); the provider has no such marker, so its adapter encodes it.
 */
export interface RangeFilter {
  readonly name: string;
  readonly type: 'range';
  readonly values: readonly NumberRange[];
  readonly exclude: boolean;
}

/** docs/product.md#search-data a filter of the query. A query holds at most one filter per name. */
export type SearchFilter = ValueFilter | RangeFilter;

const CATEGORY_FACET_PREFIX = 'category';

/**
 * docs/product.md#search-and-filters, docs/product.md#filters-and-sort: category facets are the
 * level facets `category1`, `category2`, …
 */
export function isCategoryFacet(name: string): boolean {
  return name.startsWith(CATEGORY_FACET_PREFIX);
}

/** A facet selection, typed `category` for category facets and `text` for the rest. */
export function valueFilter(name: string, values: readonly string[]): ValueFilter {
  return { name, type: isCategoryFacet(name) ? 'category' : 'text', values };
}

/** The values chosen in facet `name`; none when the facet has no value filter. */
export function selectedValues(filters: readonly SearchFilter[], name: string): readonly string[] {
  const filter = filters.find((candidate) => candidate.name === name);
  return filter?.type === 'range' ? [] : (filter?.values ?? []);
}

/** Puts a filter in place of the one with its name, or at the end when there is none. */
export function putFilter(
  filters: readonly SearchFilter[],
  filter: SearchFilter,
): readonly SearchFilter[] {
  const index = filters.findIndex((candidate) => candidate.name === filter.name);
  return index === -1
    ? [...filters, filter]
    : filters.map((candidate, at) => (at === index ? filter : candidate));
}

/** Leaves out the filter named `name`. */
export function removeFilter(
  filters: readonly SearchFilter[],
  name: string,
): readonly SearchFilter[] {
  return filters.filter((candidate) => candidate.name !== name);
}
