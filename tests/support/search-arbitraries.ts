import fc from 'fast-check';
import { setInStockOnline, toggleInStockOnline } from '@/domain/search/in-stock-filter';
import { toggleFacetValue } from '@/domain/search/facet-toggle';
import { createNamedQuery, type NamedQuery } from '@/domain/search/named-query';
import {
  isCategoryFacet,
  valueFilter,
  type SearchFilter,
  type SortOrder,
} from '@/domain/search/search-filter';
import type { SearchItem } from '@/domain/search/search-item';
import { goToPage, nextPage } from '@/domain/search/search-paging';
import { resetFilters } from '@/domain/search/search-reset';
import type { Facet, SearchResponse } from '@/domain/search/search-response';
import { setSort, sortByPrice } from '@/domain/search/search-sort';

export const categoryFacetName = fc.integer({ min: 1, max: 3 }).map((level) => `category${level}`);

/** Facets that accumulate values (no category facet, not the in-stock field). */
export const plainFacetName = fc.constantFrom('color', 'brand', 'size', 'material');

export const facetName = fc.oneof(categoryFacetName, plainFacetName);

/** Few values, so that a value is often already chosen. */
export const facetValue = fc.constantFrom('Blue', 'Sand', 'Plates', 'Bowls', 'Large', 'Ocean');

export const sortOrder = fc.constantFrom<SortOrder>('asc', 'desc');

export const sortField = fc.constantFrom('price', 'created_at', 'title');

const facetFilter: fc.Arbitrary<SearchFilter> = fc
  .tuple(facetName, fc.uniqueArray(facetValue, { minLength: 1, maxLength: 3 }))
  .map(([name, values]) => valueFilter(name, isCategoryFacet(name) ? values.slice(0, 1) : values));

/** Filters as a query holds them: one per name, a category facet with one value. */
export const filters = fc.uniqueArray(facetFilter, {
  selector: (filter) => filter.name,
  maxLength: 4,
});

/** A fresh named query with any name, text, page size, initial offset, filters and rules. */
export const namedQuery: fc.Arbitrary<NamedQuery> = fc
  .record({
    name: fc.constantFrom('search', 'product-list'),
    q: fc.string({ maxLength: 8 }),
    limit: fc.integer({ min: 1, max: 50 }),
    initialOffset: fc.integer({ min: 0, max: 100 }),
    filters,
    rules: fc.constantFrom([], [valueFilter('category1', ['Outlet'])]),
  })
  .map((options) => createNamedQuery(options));

/** One thing a shopper can do to a query before a response arrives. */
export type QueryChange =
  | { readonly kind: 'toggle'; readonly name: string; readonly value: string }
  | { readonly kind: 'sort'; readonly field: string; readonly order: SortOrder | undefined }
  | { readonly kind: 'price'; readonly order: SortOrder }
  | { readonly kind: 'in-stock'; readonly on: boolean }
  | { readonly kind: 'toggle-in-stock' }
  | { readonly kind: 'next-page' }
  | { readonly kind: 'page'; readonly page: number }
  | { readonly kind: 'reset' };

export const queryChange: fc.Arbitrary<QueryChange> = fc.oneof(
  fc.record({ kind: fc.constant('toggle' as const), name: facetName, value: facetValue }),
  fc.record({
    kind: fc.constant('sort' as const),
    field: sortField,
    order: fc.option(sortOrder, { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('price' as const), order: sortOrder }),
  fc.record({ kind: fc.constant('in-stock' as const), on: fc.boolean() }),
  fc.constant({ kind: 'toggle-in-stock' as const }),
  fc.constant({ kind: 'next-page' as const }),
  fc.record({ kind: fc.constant('page' as const), page: fc.integer({ min: 1, max: 9 }) }),
  fc.constant({ kind: 'reset' as const }),
);

/** A filter or sort change: every one of them returns to page 1. */
export const filterChange = queryChange.filter(
  (change) => change.kind !== 'next-page' && change.kind !== 'page',
);

export function applyChange(state: NamedQuery, change: QueryChange): NamedQuery {
  switch (change.kind) {
    case 'toggle':
      return toggleFacetValue(state, change.name, change.value);
    case 'sort':
      return setSort(state, change.field, change.order);
    case 'price':
      return sortByPrice(state, change.order);
    case 'in-stock':
      return setInStockOnline(state, change.on);
    case 'toggle-in-stock':
      return toggleInStockOnline(state);
    case 'next-page':
      return nextPage(state);
    case 'page':
      return goToPage(state, change.page);
    case 'reset':
      return resetFilters(state);
  }
}

/** A search item with the given id and plain values elsewhere. */
export function anItem(id: string): SearchItem {
  return {
    id,
    title: `Item ${id}`,
    name: `Item ${id}`,
    thumbnailUrl: `https://img.example/${id}-thumb.jpg`,
    imageUrl: `https://img.example/${id}.jpg`,
    productUrl: `/product/${id}`,
    price: 100,
    category: ['Tableware'],
    quantity: 1,
    selectedVariantId: `${id}-1`,
    size: [],
    variants: [],
    customFields: { urlKey: `item-${id}`, centraItemId: id },
  };
}

export const items = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 6 })
  .map((ids) => ids.map(anItem));

export const giftCardValue = fc.oneof(
  fc.nat({ max: 5000 }).map(String),
  fc.constantFrom('2,5', '99.5', ' 500 ', 'Presentkort', 'DIGITALT PRESENTKORT', 'presentkort 500'),
);

export const plainFacetValue = fc.constantFrom(
  'Blue',
  'Ocean',
  'Off-white',
  '500 kr',
  'Sand',
  'Ø 27',
);

export function aFacet(name: string, values: readonly string[]): Facet {
  return { name, values: values.map((value) => ({ value })) };
}

export const facet: fc.Arbitrary<Facet> = fc
  .tuple(
    fc.constantFrom('color', 'Colour', 'brand', 'size', 'category1'),
    fc.uniqueArray(fc.oneof(giftCardValue, plainFacetValue), { maxLength: 6 }),
  )
  .map(([name, values]) => aFacet(name, values));

export const facets = fc.uniqueArray(facet, { selector: (f) => f.name, maxLength: 5 });

export function aResponse(
  responseItems: readonly SearchItem[],
  meta: { total: number; offset: number; limit: number },
  responseFacets: readonly Facet[] = [],
): SearchResponse {
  return {
    items: responseItems,
    facets: responseFacets,
    meta: { rid: 'rid-1', ...meta },
    redirectUrl: null,
  };
}

export const searchResponse: fc.Arbitrary<SearchResponse> = fc
  .record({
    items,
    facets,
    total: fc.nat({ max: 200 }),
    offset: fc.nat({ max: 100 }),
    limit: fc.integer({ min: 1, max: 50 }),
  })
  .map(({ items: responseItems, facets: responseFacets, ...meta }) =>
    aResponse(responseItems, meta, responseFacets),
  );
