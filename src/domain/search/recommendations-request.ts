import { RECOMMENDATION_LIMIT, SEARCH_PANEL_RECOMMENDATION_LIMIT } from '../constants';
import type { SearchItem } from './search-item';

/** Where recommendations are shown: the search panel shows fewer (SPEC §2 Search panel). */
export type RecommendationPlacement = 'default' | 'search-panel';

/** SPEC §7 Recommendations: the latest items. */
export interface RecommendationsRequest {
  readonly type: 'latest';
  readonly limit: number;
}

/** SPEC §7: recommended items and the request id for analytics. */
export interface RecommendationsResponse {
  readonly items: readonly SearchItem[];
  readonly meta: { readonly rid: string };
}

/** SPEC §7/§9: the latest items, 4 by default and 3 in the search panel. */
export function recommendationsRequest(
  placement?: RecommendationPlacement,
): RecommendationsRequest {
  return {
    type: 'latest',
    limit: placement === 'search-panel' ? SEARCH_PANEL_RECOMMENDATION_LIMIT : RECOMMENDATION_LIMIT,
  };
}
