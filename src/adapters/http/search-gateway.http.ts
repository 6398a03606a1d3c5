import { inject, injectable } from 'inversify';
import { Clock } from '@/application/shared/clock.port';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { VisitorConsent } from '@/application/consent/visitor-consent.port';
import type { SearchGateway } from '@/application/search/search-gateway.port';
import { SiteContext } from '@/application/shared/site-context.port';
import type {
  AutocompleteRequest,
  AutocompleteResponse,
} from '@/domain/search/autocomplete-request';
import type {
  RecommendationsRequest,
  RecommendationsResponse,
} from '@/domain/search/recommendations-request';
import type { SearchFeedback } from '@/domain/search/search-feedback';
import type { SearchFilter } from '@/domain/search/search-filter';
import type { SearchRequest } from '@/domain/search/search-request';
import type { SearchResponse } from '@/domain/search/search-response';
import {
  EXCLUDE_ACTION,
  type AutocompleteRequestBody,
  type CommonRequestBody,
  type FeedbackRequestBody,
  type RecommendationsRequestBody,
  type SearchRequestBody,
  type WireFilter,
} from './schemas/search-request.schema';
import {
  autocompleteResponseSchema,
  feedbackResponseSchema,
  recommendationsResponseSchema,
  searchResponseSchema,
} from './schemas/search.schema';
import { postParsed, SearchClient } from './search-client';
import {
  toAutocompleteResponse,
  toRecommendationsResponse,
  toSearchResponse,
} from './search-answers.to-domain';
import { forgetSearchUser, randomId, searchUser, type SearchUser } from './search-user';

/** A gateway built by hand (a test, a tool) counts as consented; the shop's asks the visitor. */
const CONSENTED: VisitorConsent = { allows: () => true };

/** docs/product.md#search-provider "latest": the provider's newest-items recommendation. */
const LATEST_PATH = '/recommend/items/newest';

/**
 * The search provider over its public JSON API (docs/product.md#search-provider). Every body
 * carries the key, the shopper's visitor and session ids (docs/product.md#constants-and-limits
 * cookies, made when missing — kept in cookies only with the visitor's consent to statistics,
 * docs/product.md#consent), the client time and the current market. Click feedback is
 * statistics, so it is sent only with that consent.
 */
@injectable()
export class HttpSearchGateway implements SearchGateway {
  /** Ids made for this page alone, for a visitor without consent: no cookie keeps them. */
  private pageUser: SearchUser | undefined;

  constructor(
    @inject(SearchClient) private readonly client: SearchClient,
    @inject(SiteContext) private readonly site: SiteContext,
    @inject(CookieJar) private readonly cookies: CookieJar,
    @inject(Clock) private readonly clock: Clock,
    @inject(VisitorConsent) private readonly consent: VisitorConsent = CONSENTED,
  ) {}

  /** `POST /autocomplete` with `q` (left out for suggestions alone), item and suggestion limits. */
  async autocomplete(request: AutocompleteRequest): Promise<AutocompleteResponse> {
    const body: AutocompleteRequestBody = {
      ...this.common(),
      ...(request.q === undefined ? {} : { q: request.q }),
      item_limit: request.itemLimit,
      suggestion_limit: request.suggestionLimit,
    };
    const answer = await postParsed(this.client, '/autocomplete', body, autocompleteResponseSchema);
    return toAutocompleteResponse(answer);
  }

  /** `POST /search` with q, filters, rules, sort, offset and limit. */
  async search(request: SearchRequest): Promise<SearchResponse> {
    const body: SearchRequestBody = {
      ...this.common(),
      q: request.q,
      filters: request.filters.map(toWireFilter),
      rules: request.rules.map(toWireFilter),
      sort: request.sort.map(({ field, order }) => ({ field, order })),
      offset: request.offset,
      limit: request.limit,
    };
    return toSearchResponse(await postParsed(this.client, '/search', body, searchResponseSchema));
  }

  /** `POST /recommend/items/newest`: docs/product.md#search-provider latest. */
  async recommendations(request: RecommendationsRequest): Promise<RecommendationsResponse> {
    const body: RecommendationsRequestBody = { ...this.common(), limit: request.limit };
    const answer = await postParsed(this.client, LATEST_PATH, body, recommendationsResponseSchema);
    return toRecommendationsResponse(answer, `POST ${LATEST_PATH}`);
  }

  /** `POST /feedback` with the event and its properties; nothing without consent to statistics. */
  async feedback(event: SearchFeedback): Promise<void> {
    if (!this.consent.allows('statistics')) return;
    const body: FeedbackRequestBody =
      event.kind === 'click-suggestion'
        ? {
            ...this.common(),
            event: event.kind,
            properties: { rid: event.rid, suggestion: event.suggestion },
          }
        : {
            ...this.common(),
            event: event.kind,
            properties: {
              item_id: event.itemId,
              rid: event.rid,
              variant_item_id: event.variantItemId,
            },
          };
    await postParsed(this.client, '/feedback', body, feedbackResponseSchema);
  }

  /** The visitor as the provider hears of them: kept ids with consent, this page's without. */
  private user(): SearchUser {
    if (this.consent.allows('statistics')) return searchUser(this.cookies);
    forgetSearchUser(this.cookies);
    this.pageUser ??= { uid: randomId(), sid: randomId() };
    return this.pageUser;
  }

  private common(): CommonRequestBody {
    const { site, current } = this.site;
    const region = site.country.toUpperCase();
    const currency = current?.pricelist.currency.code;
    return {
      key: this.client.key,
      user: this.user(),
      t_client: this.clock.now(),
      context: {
        locale: `${site.language}-${region}`,
        region,
        ...(currency === undefined ? {} : { currency }),
      },
    };
  }
}

/**
 * A filter in the provider's shape: `values [{value}]` or `[{from, to}]`. The in-stock option's
 * exclusion (docs/product.md#filters-and-sort) is marked `action: 'exclude'`, the one encoding the
 * provider's filter shape lacks (docs/decisions/0029-in-stock-exclusion-on-the-wire.md).
 */
export function toWireFilter(filter: SearchFilter): WireFilter {
  if (filter.type !== 'range') {
    return {
      name: filter.name,
      type: filter.type,
      values: filter.values.map((value) => ({ value })),
    };
  }
  return {
    name: filter.name,
    type: 'range',
    values: filter.values.map(({ from, to }) => ({
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
    })),
    ...(filter.exclude ? { action: EXCLUDE_ACTION } : {}),
  };
}
