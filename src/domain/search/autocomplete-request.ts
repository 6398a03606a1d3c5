import type { SearchItem } from './search-item';

/**
 * docs/product.md#search-provider, docs/product.md#constants-and-limits: the search panel asks once
 * typing has paused this long.
 */
export const SEARCH_DEBOUNCE_MS = 200;
/** docs/product.md#search-provider, docs/product.md#constants-and-limits: autocomplete items. */
export const AUTOCOMPLETE_ITEM_LIMIT = 6;
/** docs/product.md#search-provider, docs/product.md#constants-and-limits: its suggestions. */
export const AUTOCOMPLETE_SUGGESTION_LIMIT = 4;

/** docs/product.md#search-provider: what the search panel asks while the shopper types. */
export interface AutocompleteRequest {
  /** Left out to ask for suggestions alone. */
  readonly q?: string;
  readonly itemLimit: number;
  readonly suggestionLimit: number;
}

/**
 * docs/product.md#search-data, docs/product.md#search-provider an autocomplete answer: items,
 * suggestions and the request id for analytics.
 */
export interface AutocompleteResponse {
  readonly items: readonly SearchItem[];
  readonly suggestions: readonly { readonly value: string }[];
  readonly meta: { readonly rid: string };
}

/**
 * docs/product.md#search-provider, docs/product.md#constants-and-limits: autocomplete for `q`, 6
 * items and 4 suggestions.
 */
export function autocompleteRequest(q: string): AutocompleteRequest {
  return { q, itemLimit: AUTOCOMPLETE_ITEM_LIMIT, suggestionLimit: AUTOCOMPLETE_SUGGESTION_LIMIT };
}

/**
 * docs/product.md#search-provider: with no items, a second call without q fetches suggestions.
 * `null` when no second call is due: the answer has items, or the request already had no q.
 */
export function autocompleteFallback(
  request: AutocompleteRequest,
  response: { readonly items: readonly unknown[] },
): AutocompleteRequest | null {
  if (response.items.length > 0 || request.q === undefined) return null;
  return { itemLimit: request.itemLimit, suggestionLimit: request.suggestionLimit };
}
