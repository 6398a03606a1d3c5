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
 * The search provider (docs/product.md#search-provider, docs/architecture.md#ports): search,
 * autocomplete and recommendations for the current site's market — its language, prices and stock —
 * and the analytics events. A search item is a design; its variants are the design's colours
 * (docs/product.md#search-data). A request the provider refuses (a negative offset, say) rejects
 * with a `status` 400 GatewayError.
 */
export interface SearchGateway {
  /**
   * docs/product.md#search-provider: up to `itemLimit` items and `suggestionLimit` suggestions for
   * `q`. Without `q`, no items and the most popular suggestions (the second
   * (docs/product.md#search-provider) call).
   */
  autocomplete(request: AutocompleteRequest): Promise<AutocompleteResponse>;
  /**
   * docs/product.md#search-provider, docs/product.md#filters-and-sort: the items matching `q`, the
   * filters and the rules, sorted (relevance when no sort is given) and paged by offset and limit,
   * with the facets of the match and `meta.total`. A query word the provider redirects gives
   * `redirectUrl`.
   */
  search(request: SearchRequest): Promise<SearchResponse>;
  /** docs/product.md#search-provider: `latest` is the newest items, at most `limit`. */
  recommendations(request: RecommendationsRequest): Promise<RecommendationsResponse>;
  /**
   * docs/product.md#search-provider analytics events: click-suggestion and click-item. Resolves
   * once accepted.
   */
  feedback(event: SearchFeedback): Promise<void>;
}
