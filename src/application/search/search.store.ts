import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { searchReport } from '@/domain/analytics/search-report';
import { applySearchResponse, currentFacets } from '@/domain/search/apply-search-response';
import { type FacetGroup, facetOptions } from '@/domain/search/facet-options';
import { isFacetValueSelected, toggleFacetValue } from '@/domain/search/facet-toggle';
import {
  clearFilterChips,
  type FilterChip,
  filterChips,
  removeFilterChip,
} from '@/domain/search/filter-chips';
import { isInStockOnline, setInStockOnline } from '@/domain/search/in-stock-filter';
import {
  createNamedQuery,
  type NamedQuery,
  type NamedQueryOptions,
  SEARCH_QUERY_NAME,
} from '@/domain/search/named-query';
import type { SortOrder } from '@/domain/search/search-filter';
import type { SearchItem } from '@/domain/search/search-item';
import { canLoadMore, noResultsMessage } from '@/domain/search/search-outcome';
import { nextPage } from '@/domain/search/search-paging';
import { searchRequest } from '@/domain/search/search-request';
import { resetFilters, searchFor } from '@/domain/search/search-reset';
import { PRICE_SORT_FIELD, setSort, sortOrderOf } from '@/domain/search/search-sort';
import { sameOriginPath } from '@/domain/site/same-origin-path';
import { SearchGateway } from './search-gateway.port';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { LatestRequests } from './latest-requests';

/** docs/architecture.md#server-rendering: the search state as plain data. */
export interface SearchState {
  readonly queries: Readonly<Record<string, NamedQuery>>;
  readonly pendingRedirect: string | null;
}

/**
 * The search provider's named queries (docs/product.md#search-data,
 * docs/product.md#filters-and-sort, docs/product.md#search-provider): their filters, sort and
 * pages. Failures are only logged and nothing is shown (docs/product.md#errors). An answer to an
 * older request never overwrites the answer to a newer one. A redirect in an answer is left in
 * `pendingRedirect` for the view to navigate to. The search panel's autocomplete, latest items and
 * click events are `SearchPanelStore`'s.
 */
@injectable()
export class SearchStore {
  queries: Readonly<Record<string, NamedQuery>> = {};
  /**
   * docs/product.md#search-provider: a search answer named a page to go to instead of showing
   * results.
   */
  pendingRedirect: string | null = null;
  private loadingQueries: readonly string[] = [];
  /** The newest request of each query. */
  private readonly requests = new LatestRequests();

  constructor(
    @inject(SearchGateway) private readonly gateway: SearchGateway,
    @inject(AnalyticsService) private readonly analytics: AnalyticsService,
  ) {
    makeAutoObservable<this, 'gateway' | 'analytics' | 'requests'>(
      this,
      { queries: observable.ref, gateway: false, analytics: false, requests: false },
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

  /**
   * docs/product.md#errors empty search: `Search_NoResults` once an answer with no item is in, else
   * `null`.
   */
  noResultsMessage(name: string = SEARCH_QUERY_NAME): string | null {
    const state = this.queries[name];
    return state ? noResultsMessage(state) : null;
  }

  /**
   * docs/product.md#filters-and-sort: whether the load-more button has a next page to ask for (and
   * none is loading).
   */
  canLoadMore(name: string = SEARCH_QUERY_NAME): boolean {
    const state = this.queries[name];
    return state !== undefined && canLoadMore(state) && !this.isLoading(name);
  }

  /** docs/product.md#validation: the filter panel's facets and their choices. */
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

  /** docs/product.md#filters-and-sort: the shopper's active filters, as removable chips. */
  filterChips(name: string = SEARCH_QUERY_NAME): readonly FilterChip[] {
    const state = this.queries[name];
    return state ? filterChips(state) : [];
  }

  /**
   * The price sort chosen (docs/product.md#search-provider sort by price), or `undefined` for
   * relevance.
   */
  priceSort(name: string = SEARCH_QUERY_NAME): SortOrder | undefined {
    const state = this.queries[name];
    return state ? sortOrderOf(state, PRICE_SORT_FIELD) : undefined;
  }

  /**
   * Starts a named query afresh from its options (docs/product.md#search-provider defaults:
   * 'search', q '', 20, page 1).
   */
  run(options: NamedQueryOptions = {}): Promise<void> {
    return this.commit(createNamedQuery(options), false);
  }

  /**
   * Runs the named query unless it has been started before: a content page's product lists are
   * fetched by the page's loader, and their blocks must not fetch them again
   * (docs/product.md#constants-and-limits requests).
   */
  runOnce(options: NamedQueryOptions & { readonly name: string }): Promise<void> {
    return this.queries[options.name] ? Promise.resolve() : this.run(options);
  }

  /**
   * A new search text: the query starts afresh on page 1; the answer is reported
   * (docs/product.md#search-provider).
   */
  searchFor(q: string, name: string = SEARCH_QUERY_NAME): Promise<void> {
    const state = this.queries[name];
    return this.commit(state ? searchFor(state, q) : createNamedQuery({ name, q }), true);
  }

  /**
   * docs/product.md#filters-and-sort: requests the next page and appends its items. Nothing happens
   * on the last page or while the query is loading (a second page asked for before the first came
   * could be lost). The page moves on only when its items are in, so a failed page can be asked for
   * again.
   */
  loadMore(name: string = SEARCH_QUERY_NAME): Promise<void> {
    const state = this.queries[name];
    if (!state || !this.canLoadMore(name)) return Promise.resolve();
    return this.send(nextPage(state), false);
  }

  /**
   * docs/product.md#filters-and-sort: toggles a facet value (a category facet holds one), back on
   * page 1.
   */
  toggleFacet(name: string, facet: string, value: string): Promise<void> {
    return this.change(name, (state) => toggleFacetValue(state, facet, value));
  }

  /**
   * docs/product.md#filters-and-sort, docs/product.md#search-provider: sorts by price in `order`,
   * or by relevance when no order is given.
   */
  sortByPrice(name: string, order?: SortOrder): Promise<void> {
    return this.change(name, (state) => setSort(state, PRICE_SORT_FIELD, order));
  }

  /**
   * docs/product.md#filters-and-sort: one sort field with an order, or no sort when no order is
   * given.
   */
  setSort(name: string, field: string, order?: SortOrder): Promise<void> {
    return this.change(name, (state) => setSort(state, field, order));
  }

  /** docs/product.md#filters-and-sort: restores the initial filters and clears the sort. */
  reset(name: string = SEARCH_QUERY_NAME): Promise<void> {
    return this.change(name, resetFilters);
  }

  /** docs/product.md#filters-and-sort: takes one active filter's choice back. */
  removeFilterChip(name: string, chip: FilterChip): Promise<void> {
    return this.change(name, (state) => removeFilterChip(state, chip));
  }

  /** docs/product.md#filters-and-sort "clear all": the initial filters again; the sort stays. */
  clearFilterChips(name: string = SEARCH_QUERY_NAME): Promise<void> {
    return this.change(name, clearFilterChips);
  }

  /** docs/product.md#filters-and-sort: shows only items in stock online, or all again. */
  setInStockOnline(name: string, inStockOnly: boolean): Promise<void> {
    return this.change(name, (state) => setInStockOnline(state, inStockOnly));
  }

  /** The view has navigated to `pendingRedirect`. */
  redirectHandled(): void {
    this.pendingRedirect = null;
  }

  /**
   * Takes the pending redirect for the view to navigate to: the place in the shop at `origin`
   * it names (`sameOriginPath`), or `null` when there is none or it leads off-site —
   * a refusal is logged as a warning, and the shopper stays on the page.
   */
  takeRedirect(origin: string): string | null {
    const target = this.pendingRedirect;
    this.pendingRedirect = null;
    if (target === null) return null;
    const path = sameOriginPath(target, origin);
    if (path === null) console.warn(`Search redirect refused, it leaves the shop: ${target}`);
    return path;
  }

  toJSON(): SearchState {
    const { queries, pendingRedirect } = this;
    return { queries, pendingRedirect };
  }

  /**
   * Takes over a state `toJSON` wrote (docs/architecture.md#server-rendering); answers still on
   * their way are dropped.
   */
  hydrate(state: SearchState): void {
    this.requests.clear();
    this.loadingQueries = [];
    this.queries = state.queries;
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
    const ticket = this.requests.issue(slot);
    this.setLoading(name, true);
    try {
      const response = await this.gateway.search(searchRequest(next));
      runInAction(() => {
        if (!this.requests.isLatest(slot, ticket)) return;
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
        if (this.requests.isLatest(slot, ticket)) this.setLoading(name, false);
      });
      console.error("Couldn't search", error);
    }
  }

  private setLoading(name: string, loading: boolean): void {
    const others = this.loadingQueries.filter((loadingName) => loadingName !== name);
    this.loadingQueries = loading ? [...others, name] : others;
  }
}
