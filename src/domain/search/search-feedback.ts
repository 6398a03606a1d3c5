/**
 * SPEC §7 Search provider analytics: the shopper clicked a suggestion of the search panel.
 * `rid` is the request id of the answer the suggestion came in.
 */
export interface SuggestionClick {
  readonly kind: 'click-suggestion';
  readonly rid: string;
  readonly suggestion: string;
}

/**
 * SPEC §7 Search provider analytics: the shopper clicked a search item; `variantItemId` is the
 * variant shown when it was clicked (SPEC §3 Variant id).
 */
export interface ItemClick {
  readonly kind: 'click-item';
  readonly itemId: string;
  readonly rid: string;
  readonly variantItemId: string;
}

/** SPEC §7: the analytics events the shop reports to the search provider. */
export type SearchFeedback = SuggestionClick | ItemClick;
