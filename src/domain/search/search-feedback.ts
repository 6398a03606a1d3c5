/**
 * docs/product.md#search-provider: the shopper clicked a suggestion of the search panel.
 * `rid` is the request id of the answer the suggestion came in.
 */
export interface SuggestionClick {
  readonly kind: 'click-suggestion';
  readonly rid: string;
  readonly suggestion: string;
}

/**
 * docs/product.md#search-provider: the shopper clicked a search item; `variantItemId` is the
 * variant shown when it was clicked (docs/product.md#search-data id).
 */
export interface ItemClick {
  readonly kind: 'click-item';
  readonly itemId: string;
  readonly rid: string;
  readonly variantItemId: string;
}

/** docs/product.md#other-calls: the analytics events the shop reports to the search provider. */
export type SearchFeedback = SuggestionClick | ItemClick;
