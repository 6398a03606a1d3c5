import type { SearchItem } from './search-item';

/** docs/product.md#search-provider, docs/product.md#constants-and-limits: recommendations asked. */
export const RECOMMENDATION_LIMIT = 4;
/** … and in the search panel (docs/product.md#search-panel). */
export const SEARCH_PANEL_RECOMMENDATION_LIMIT = 3;

/** Where recommendations are shown: the search panel shows fewer (docs/product.md#search-panel). */
export type RecommendationPlacement = 'default' | 'search-panel';

/** docs/product.md#search-provider: the latest items. */
export interface RecommendationsRequest {
  readonly type: 'latest';
  readonly limit: number;
}

/** docs/product.md#search-provider: recommended items and the request id for analytics. */
export interface RecommendationsResponse {
  readonly items: readonly SearchItem[];
  readonly meta: { readonly rid: string };
}

/**
 * docs/product.md#search-provider, docs/product.md#constants-and-limits: the latest items, 4 by
 * default and 3 in the search panel.
 */
export function recommendationsRequest(
  placement?: RecommendationPlacement,
): RecommendationsRequest {
  return {
    type: 'latest',
    limit: placement === 'search-panel' ? SEARCH_PANEL_RECOMMENDATION_LIMIT : RECOMMENDATION_LIMIT,
  };
}
