import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { searchReport } from '../../domain/analytics/search-report';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants';
import { applySearchResponse, currentFacets } from '../../domain/search/apply-search-response';
import {
  autocompleteFallback,
  autocompleteRequest,
  type AutocompleteResponse,
} from '../../domain/search/autocomplete-request';
import { type FacetGroup, facetOptions } from '../../domain/search/facet-options';
import { isFacetValueSelected, toggleFacetValue } from '../../domain/search/facet-toggle';
import { isInStockOnline, setInStockOnline } from '../../domain/search/in-stock-filter';
import {
  createNamedQuery,
  type NamedQuery,
  type NamedQueryOptions,
  SEARCH_QUERY_NAME,
} from '../../domain/search/named-query';
import {
  type RecommendationPlacement,
  recommendationsRequest,
  type RecommendationsResponse,
} from '../../domain/search/recommendations-request';
import type { SearchFeedback } from '../../domain/search/search-feedback';
import type { SortOrder } from '../../domain/search/search-filter';
import type { SearchItem } from '../../domain/search/search-item';
import { canLoadMore, noResultsMessage } from '../../domain/search/search-outcome';
import { nextPage } from '../../domain/search/search-paging';
import { searchRequest } from '../../domain/search/search-request';
import { resetFilters, searchFor } from '../../domain/search/search-reset';
import { PRICE_SORT_FIELD, setSort, sortOrderOf } from '../../domain/search/search-sort';
import { type Cancel, Scheduler } from '../ports/scheduler.port';
import { SearchGateway } from '../ports/search-gateway.port';
import { AnalyticsService } from './analytics.service';

/** ARCHITECTURE §8: the search state as plain data. */
export interface SearchState {
  readonly queries: Readonly<Record<string, NamedQuery>>;
  readonly autocompleteText: string;
  readonly autocomplete: AutocompleteResponse | null;
  readonly recommendations: Readonly<
    Partial<Record<RecommendationPlacement, RecommendationsResponse>>
  >;
  readonly pendingRedirect: string | null;
}

/** Where a clicked search item was shown, so its click names the right request id (SPEC §7). */
export type ItemSource =
  | { readonly kind: 'query'; readonly name: string }
  | { readonly kind: 'autocomplete' }
  | { readonly kind: 'recommendations'; readonly placement: RecommendationPlacement };

/**
 * The search provider's answers (SPEC §3 Search state, §4 Search and filters, §7 Search
 * provider): named queries with their filters, sort and pages; the search panel's autocomplete
 * and latest items; the click events. Failures are only logged and nothing is shown (§8). An
 * answer to an older request never overwrites the answer to a newer one. A redirect in an answer
 * is left in `pendingRedirect` for the view to navigate to.
 */
@injectable()
export class SearchStore {
  queries: Readonly<Record<string, NamedQuery>> = {};
  autocompleteText = '';
  autocomplete: AutocompleteResponse | null = null;
  recommendations: Readonly<Partial<Record<RecommendationPlacement, RecommendationsResponse>>> = {};
  /** SPEC §7: a search answer named a page to go to instead of showing results. */
  pendingRedirect: string | null = null;
  private loadingQueries: readonly string[] = [];
  /** The newest request of each query, autocomplete and recommendation slot. */
  private readonly latest = new Map<string, number>();
  private sequence = 0;
  private cancelAutocomplete: Cancel | undefined;

  constructor(
    @inject(SearchGateway) private readonly gateway: SearchGateway,
    @inject(AnalyticsService) private readonly analytics: AnalyticsService,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      this,
      'gateway' | 'analytics' | 'scheduler' | 'latest' | 'sequence' | 'cancelAutocomplete'
    >(
      this,
      {
        queries: observable.ref,
        autocomplete: observable.ref,
        recommendations: observable.ref,
        gateway: false,
        analytics: false,
        scheduler: false,
        latest: false,
        sequence: false,
        cancelAutocomplete: false,
      },
      { autoBind: true },
    );
  }

  /** The named query's state; `undefined` before it is run. */
  query(name: string = SEARCH_QUERY_NAME): NamedQuery | undefined {
    return this.queries[name];
  }

  /** Every item loaded so far for the query, over all pages. */
  items(name: string = SEARCH_QUERY_NAME): readonly SearchItem[] {
    return this.queries[name]?.items ?? [];
  }

  isLoading(name: string = SEARCH_QUERY_NAME): boolean {
    return this.loadingQueries.includes(name);
  }

  /** SPEC §8 empty search: `Search_NoResults` once an answer with no item is in, else `null`. */
  noResultsMessage(name: string = SEARCH_QUERY_NAME): string | null {
    const state = this.queries[name];
    return state ? noResultsMessage(state) : null;
  }

  /** SPEC §4: whether the load-more button has a next page to ask for (and none is loading). */
  canLoadMore(name: string = SEARCH_QUERY_NAME): boolean {
    const state = this.queries[name];
    return state !== undefined && canLoadMore(state) && !this.isLoading(name);
  }

  /** SPEC §5: the filter panel's facets and their choices. */
  facetGroups(name: string = SEARCH_QUERY_NAME): readonly FacetGroup[] {
    const state = this.queries[name];
    return state ? facetOptions(state.initialFacets, currentFacets(state)) : [];
  }

  isFacetValueSelected(name: string, facet: string, value: string): boolean {
    const state = this.queries[name];
    return state ? isFacetValueSelected(state, facet, value) : false;
  }

  isInStockOnline(name: string = SEARCH_QUERY_NAME): boolean {
    const state = this.queries[name];
    return state ? isInStockOnline(state) : false;
  }

  /** The price sort chosen (SPEC §7 sort by price), or `undefined` for relevance. */
  priceSort(name: string = SEARCH_QUERY_NAME): SortOrder | undefined {
    const state = this.queries[name];
    return state ? sortOrderOf(state, PRICE_SORT_FIELD) : undefined;
  }

  /** Starts a named query afresh from its options (SPEC §7 defaults: 'search', q '', 20, page 1). */
  run(options: NamedQueryOptions = {}): Promise<void> {
    return this.commit(createNamedQuery(options), false);
  }

  /** A new search text: the query starts afresh on page 1; the answer is reported (SPEC §7 search). */
  searchFor(q: string, name: string = SEARCH_QUERY_NAME): Promise<void> {
    const state = this.queries[name];
    return this.commit(state ? searchFor(state, q) : createNamedQuery({ name, q }), true);
  }

  /**
   * SPEC §4: requests the next page and appends its items. Nothing happens on the last page or
   * while the query is loading (a second page asked for before the first came could be lost).
   * The page moves on only when its items are in, so a failed page can be asked for again.
   */
  loadMore(name: string = SEARCH_QUERY_NAME): Promise<void> {
    const state = this.queries[name];
    if (!state || !this.canLoadMore(name)) return Promise.resolve();
    return this.send(nextPage(state), false);
  }

  /** SPEC §4: toggles a facet value (a category facet holds one), back on page 1. */
  toggleFacet(name: string, facet: string, value: string): Promise<void> {
    return this.change(name, (state) => toggleFacetValue(state, facet, value));
  }

  /** SPEC §4/§7: sorts by price in `order`, or by relevance when no order is given. */
  sortByPrice(name: string, order?: SortOrder): Promise<void> {
    return this.change(name, (state) => setSort(state, PRICE_SORT_FIELD, order));
  }

  /** SPEC §4: one sort field with an order, or no sort when no order is given. */
  setSort(name: string, field: string, order?: SortOrder): Promise<void> {
    return this.change(name, (state) => setSort(state, field, order));
  }

  /** SPEC §4: restores the initial filters and clears the sort. */
  reset(name: string = SEARCH_QUERY_NAME): Promise<void> {
    return this.change(name, resetFilters);
  }

  /** SPEC §4: shows only items in stock online, or all again. */
  setInStockOnline(name: string, inStockOnly: boolean): Promise<void> {
    return this.change(name, (state) => setInStockOnline(state, inStockOnly));
  }

  /** SPEC §7: the shopper typed in the search panel; autocomplete runs 200 ms after the last key. */
  typeAutocomplete(text: string): void {
    this.autocompleteText = text;
    this.cancelAutocomplete?.();
    this.cancelAutocomplete = this.scheduler.after(SEARCH_DEBOUNCE_MS, () => {
      void this.runAutocomplete();
    });
  }

  /**
   * SPEC §7 Autocomplete for the typed text, now: 6 items and 4 suggestions; with no items, a
   * second call without q fetches suggestions.
   */
  async runAutocomplete(): Promise<void> {
    this.cancelAutocomplete?.();
    this.cancelAutocomplete = undefined;
    const ticket = this.issue('autocomplete');
    const request = autocompleteRequest(this.autocompleteText);
    try {
      const first = await this.gateway.autocomplete(request);
      const fallback = autocompleteFallback(request, first);
      const response = fallback ? await this.gateway.autocomplete(fallback) : first;
      runInAction(() => {
        if (this.isLatest('autocomplete', ticket)) this.autocomplete = response;
      });
    } catch (error) {
      console.error("Couldn't autocomplete", error);
    }
  }

  /** SPEC §2/§7: the search panel opened — autocomplete runs, and its 3 latest items load. */
  openPanel(): Promise<void> {
    return Promise.all([this.runAutocomplete(), this.loadRecommendations('search-panel')]).then(
      () => undefined,
    );
  }

  /** SPEC §7 Recommendations: the latest items, 4 (3 in the search panel). */
  async loadRecommendations(placement: RecommendationPlacement = 'default'): Promise<void> {
    const slot = `recommendations:${placement}`;
    const ticket = this.issue(slot);
    try {
      const response = await this.gateway.recommendations(recommendationsRequest(placement));
      runInAction(() => {
        if (this.isLatest(slot, ticket)) {
          this.recommendations = { ...this.recommendations, [placement]: response };
        }
      });
    } catch (error) {
      console.error("Couldn't loadRecommendations", error);
    }
  }

  /** SPEC §7 click-suggestion, with the request id of the autocomplete answer it came in. */
  clickSuggestion(suggestion: string): Promise<void> {
    const rid = this.autocomplete?.meta.rid;
    return rid ? this.feedback({ kind: 'click-suggestion', rid, suggestion }) : Promise.resolve();
  }

  /** SPEC §7 click-item: the item and the variant shown (by default its selected one). */
  clickItem(item: SearchItem, source: ItemSource, variantItemId?: string): Promise<void> {
    const rid = this.ridOf(source);
    if (!rid) return Promise.resolve();
    const variant = variantItemId ?? item.selectedVariantId;
    return this.feedback({ kind: 'click-item', itemId: item.id, rid, variantItemId: variant });
  }

  /** The view has navigated to `pendingRedirect`. */
  redirectHandled(): void {
    this.pendingRedirect = null;
  }

  toJSON(): SearchState {
    const { queries, autocompleteText, autocomplete, recommendations, pendingRedirect } = this;
    return { queries, autocompleteText, autocomplete, recommendations, pendingRedirect };
  }

  /** Takes over a state `toJSON` wrote (ARCHITECTURE §8); answers still on their way are dropped. */
  hydrate(state: SearchState): void {
    this.cancelAutocomplete?.();
    this.cancelAutocomplete = undefined;
    this.latest.clear();
    this.loadingQueries = [];
    this.queries = state.queries;
    this.autocompleteText = state.autocompleteText;
    this.autocomplete = state.autocomplete;
    this.recommendations = state.recommendations;
    this.pendingRedirect = state.pendingRedirect;
  }

  private change(name: string, rule: (state: NamedQuery) => NamedQuery): Promise<void> {
    const state = this.queries[name];
    return state ? this.commit(rule(state), false) : Promise.resolve();
  }

  /** The new query shows at once (the chosen filter is ticked); its results follow. */
  private commit(next: NamedQuery, report: boolean): Promise<void> {
    this.queries = { ...this.queries, [next.name]: next };
    return this.send(next, report);
  }

  private async send(next: NamedQuery, report: boolean): Promise<void> {
    const { name } = next;
    const slot = `query:${name}`;
    const ticket = this.issue(slot);
    this.setLoading(name, true);
    try {
      const response = await this.gateway.search(searchRequest(next));
      runInAction(() => {
        if (!this.isLatest(slot, ticket)) return;
        this.setLoading(name, false);
        if (response.redirectUrl) {
          this.pendingRedirect = response.redirectUrl;
          return;
        }
        this.queries = { ...this.queries, [name]: applySearchResponse(next, response) };
        const event = report ? searchReport(next.query.q, response.meta.total) : null;
        if (event) this.analytics.push(event);
      });
    } catch (error) {
      runInAction(() => {
        if (this.isLatest(slot, ticket)) this.setLoading(name, false);
      });
      console.error("Couldn't search", error);
    }
  }

  private async feedback(event: SearchFeedback): Promise<void> {
    try {
      await this.gateway.feedback(event);
    } catch (error) {
      console.error(`Couldn't send ${event.kind}`, error);
    }
  }

  private ridOf(source: ItemSource): string | undefined {
    switch (source.kind) {
      case 'query':
        return this.queries[source.name]?.results?.meta.rid;
      case 'autocomplete':
        return this.autocomplete?.meta.rid;
      case 'recommendations':
        return this.recommendations[source.placement]?.meta.rid;
    }
  }

  private setLoading(name: string, loading: boolean): void {
    const others = this.loadingQueries.filter((loadingName) => loadingName !== name);
    this.loadingQueries = loading ? [...others, name] : others;
  }

  private issue(slot: string): number {
    this.sequence += 1;
    this.latest.set(slot, this.sequence);
    return this.sequence;
  }

  private isLatest(slot: string, ticket: number): boolean {
    return this.latest.get(slot) === ticket;
  }
}
