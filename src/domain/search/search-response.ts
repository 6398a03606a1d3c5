import type { SearchItem } from './search-item';

/** SPEC §3 a value of a facet, with how many items have it when the provider says. */
export interface FacetValue {
  readonly value: string;
  readonly count?: number;
}

/** SPEC §3 Search response facets: a name and its values. */
export interface Facet {
  readonly name: string;
  readonly values: readonly FacetValue[];
}

/** SPEC §3/§7 Search response meta: the request id for analytics and the paging numbers. */
export interface SearchMeta {
  readonly rid: string;
  readonly total: number;
  readonly limit: number;
  readonly offset: number;
}

/**
 * SPEC §3/§7 Search response: items, facets and meta. A redirect url (§7) makes the shop
 * navigate instead of showing results.
 */
export interface SearchResponse {
  readonly items: readonly SearchItem[];
  readonly facets: readonly Facet[];
  readonly meta: SearchMeta;
  readonly redirectUrl: string | null;
}
