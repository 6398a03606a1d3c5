import type {
  AutocompleteRequest,
  AutocompleteResponse,
} from '@/domain/search/autocomplete-request';
import type {
  RecommendationsRequest,
  RecommendationsResponse,
} from '@/domain/search/recommendations-request';
import type { SearchFeedback } from '@/domain/search/search-feedback';
import type { SearchRequest } from '@/domain/search/search-request';
import type { SearchResponse } from '@/domain/search/search-response';

export const SearchGateway = Symbol('SearchGateway');

/**
 * The search provider (SPEC §7 Search provider, ARCHITECTURE §3): search, autocomplete and
 * recommendations for the current site's market — its language, prices and stock — and the
 * analytics events. A search item is a design; its variants are the design's colours (SPEC §3).
 * A request the provider refuses (a negative offset, say) rejects with a `status` 400
 * GatewayError.
 */
export interface SearchGateway {
  /**
   * SPEC §7 Autocomplete: up to `itemLimit` items and `suggestionLimit` suggestions for `q`.
   * Without `q`, no items and the most popular suggestions (the §7 second call).
   */
  autocomplete(request: AutocompleteRequest): Promise<AutocompleteResponse>;
  /**
   * SPEC §7 Search, §4 Search and filters: the items matching `q`, the filters and the rules,
   * sorted (relevance when no sort is given) and paged by offset and limit, with the facets of
   * the match and `meta.total`. A query word the provider redirects gives `redirectUrl`.
   */
  search(request: SearchRequest): Promise<SearchResponse>;
  /** SPEC §7 Recommendations: `latest` is the newest items, at most `limit`. */
  recommendations(request: RecommendationsRequest): Promise<RecommendationsResponse>;
  /** SPEC §7 analytics events: click-suggestion and click-item. Resolves once accepted. */
  feedback(event: SearchFeedback): Promise<void>;
}
