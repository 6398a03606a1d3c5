import type { SearchItem } from './search-item';

/**
 * docs/product.md#search-data a value of a facet, with how many items have it when the provider
 * says.
 */
export interface FacetValue {
  readonly value: string;
  readonly count?: number;
}

/** docs/product.md#search-data facets: a name and its values. */
export interface Facet {
  readonly name: string;
  readonly values: readonly FacetValue[];
}

/**
 * docs/product.md#search-data, docs/product.md#search-provider response meta: the request id for
 * analytics and the paging numbers.
 */
export interface SearchMeta {
  readonly rid: string;
  readonly total: number;
  readonly limit: number;
  readonly offset: number;
}

/**
 * docs/product.md#search-data, docs/product.md#search-provider response: items, facets and meta. A
 * redirect url (docs/product.md#search-provider) makes the shop navigate instead of showing
 * results.
 */
export interface SearchResponse {
  readonly items: readonly SearchItem[];
  readonly facets: readonly Facet[];
  readonly meta: SearchMeta;
  readonly redirectUrl: string | null;
}
