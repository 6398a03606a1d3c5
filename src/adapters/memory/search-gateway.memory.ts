import { GatewayError } from '@/application/shared/gateway-error';
import type { SearchGateway } from '@/application/search/search-gateway.port';
import type { SiteContext } from '@/application/shared/site-context.port';
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
import { formatSite } from '@/domain/site/site';
import type { SearchIndex } from './search/indexed-catalogue';
import { marketView } from './search/market-view';
import { requestId } from './search/request-id';
import { facetsOf } from './search/search-facets';
import { filterTest, type IndexView } from './search/search-fields';
import { seededSearchIndex } from './search/search-index';
import { searchItemOf } from './search/search-item-view';
import { matchItems, narrowMatches, textScores, type Match } from './search/search-match';
import { sortMatches } from './search/search-order';
import { redirectFor } from './search/search-redirects';
import { suggest } from './search/search-suggestions';
import { siteMarketOf } from './seed/site-market';

/**
 * The search provider over an in-memory index of the seeded catalogue (docs/architecture.md#ports),
 * for `npm run dev`, the tests and the stub backend. The index is built once and shared; each call
 * reads it in the site's market (stock, prices) and language. Feedback events are kept in
 * `feedbackReceived`.
 */
export class MemorySearchGateway implements SearchGateway {
  private readonly received: SearchFeedback[] = [];

  constructor(
    private readonly context: SiteContext,
    private readonly index: SearchIndex = seededSearchIndex(),
  ) {}

  /** Fake only: the analytics events received, oldest first. */
  get feedbackReceived(): readonly SearchFeedback[] {
    return this.received;
  }

  async autocomplete(request: AutocompleteRequest): Promise<AutocompleteResponse> {
    assertCount('item_limit', request.itemLimit);
    assertCount('suggestion_limit', request.suggestionLimit);
    const view = this.view();
    const q = request.q?.trim() ? request.q : undefined;
    const matches =
      q === undefined
        ? []
        : sortMatches(view, matchItems(this.index, textScores(this.index, q), []), []);
    return {
      items: matches.slice(0, request.itemLimit).map((match) => this.itemOf(view, match)),
      suggestions: suggest(this.index.suggestions[view.language], q, request.suggestionLimit).map(
        (value) => ({ value }),
      ),
      meta: { rid: this.rid('autocomplete', request) },
    };
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    assertCount('limit', request.limit);
    assertCount('offset', request.offset);
    const view = this.view();
    const scores = textScores(this.index, request.q);
    const rules = request.rules.map((rule) => filterTest(view, rule));
    const filters = request.filters.map((filter) => ({
      name: filter.name,
      test: filterTest(view, filter),
    }));
    // The rules and text are applied once; each filter set narrows what they matched.
    const ruled = matchItems(this.index, scores, rules);
    const run = (leftOut?: string) =>
      narrowMatches(
        ruled,
        scores,
        filters.filter((filter) => filter.name !== leftOut).map((filter) => filter.test),
      );
    const all = run();
    const matchesWithout = (name: string) =>
      filters.some((filter) => filter.name === name) ? run(name) : all;
    const { offset, limit } = request;
    const page = sortMatches(view, all, request.sort).slice(offset, offset + limit);
    return {
      items: page.map((match) => this.itemOf(view, match)),
      facets: facetsOf(view, matchesWithout),
      meta: { rid: this.rid('search', request), total: all.length, limit, offset },
      redirectUrl: redirectFor(request.q, this.context.site),
    };
  }

  async recommendations(request: RecommendationsRequest): Promise<RecommendationsResponse> {
    assertCount('limit', request.limit);
    const view = this.view();
    const { items, variants } = this.index;
    const newest = items
      .map((item, position) => ({ item, position }))
      .sort((a, b) => compareDesc(a.item.createdAt, b.item.createdAt) || a.position - b.position)
      .slice(0, request.limit)
      .map(({ item, position }) => {
        const selected = item.variants.reduce((best, variant) =>
          (variants[variant]?.product.createdAt ?? '') > (variants[best]?.product.createdAt ?? '')
            ? variant
            : best,
        );
        return searchItemOf(view, this.context.site, position, selected);
      });
    return { items: newest, meta: { rid: this.rid('latest', request) } };
  }

  async feedback(event: SearchFeedback): Promise<void> {
    this.received.push(event);
  }

  private view(): IndexView {
    return {
      index: this.index,
      market: marketView(this.index, siteMarketOf(this.context)),
      language: this.context.site.language,
    };
  }

  private itemOf(view: IndexView, match: Match) {
    return searchItemOf(view, this.context.site, match.item, match.selected);
  }

  private rid(kind: string, request: object): string {
    return requestId(kind, { site: formatSite(this.context.site), ...request });
  }
}

/** What the provider answers a malformed request with (a limit or offset below 0, say). */
function assertCount(name: string, value: number): void {
  if (Number.isInteger(value) && value >= 0) return;
  throw new GatewayError('status', `Search answered 400: ${name} must be a whole number ≥ 0`, {
    status: 400,
    responseText: `Invalid ${name}: ${value}`,
  });
}

function compareDesc(a: string, b: string): number {
  return a > b ? -1 : a < b ? 1 : 0;
}
