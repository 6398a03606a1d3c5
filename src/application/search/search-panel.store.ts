import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  SEARCH_DEBOUNCE_MS,
  autocompleteFallback,
  autocompleteRequest,
  type AutocompleteResponse,
} from '@/domain/search/autocomplete-request';
import {
  type RecommendationPlacement,
  recommendationsRequest,
  type RecommendationsResponse,
} from '@/domain/search/recommendations-request';
import type { SearchFeedback } from '@/domain/search/search-feedback';
import type { SearchItem } from '@/domain/search/search-item';
import { type Cancel, Scheduler } from '@/application/shared/scheduler.port';
import { SearchGateway } from './search-gateway.port';
import { LatestRequests } from './latest-requests';
import { SearchStore } from './search.store';
import { UiStore } from '@/application/shared/ui.store';
import { StatisticsGate } from '@/application/consent/statistics-gate';

/** docs/architecture.md#server-rendering: the search panel's state as plain data. */
export interface SearchPanelState {
  readonly autocompleteText: string;
  readonly autocomplete: AutocompleteResponse | null;
  readonly recommendations: Readonly<
    Partial<Record<RecommendationPlacement, RecommendationsResponse>>
  >;
}

/**
 * Where a clicked search item was shown, so its click names the right request id
 * (docs/product.md#search-provider).
 */
export type ItemSource =
  | { readonly kind: 'query'; readonly name: string }
  | { readonly kind: 'autocomplete' }
  | { readonly kind: 'recommendations'; readonly placement: RecommendationPlacement };

/**
 * The search panel (docs/product.md#search-panel, docs/product.md#search-provider): autocomplete as
 * the shopper types (debounced 200 ms, and at once on opening) with its suggestion fallback, the
 * latest items (3 in the panel, 4 elsewhere), and the click events, which name the request id of
 * the answer the clicked thing came in — a named query's rid is read from the `SearchStore` — and
 * wait for the visitor's consent like every other count (docs/product.md#consent). Failures are only logged (docs/product.md#errors); an answer to an older request never overwrites
 * a newer one.
 */
@injectable()
export class SearchPanelStore {
  autocompleteText = '';
  autocomplete: AutocompleteResponse | null = null;
  recommendations: Readonly<Partial<Record<RecommendationPlacement, RecommendationsResponse>>> = {};
  /** The newest request of the autocomplete and of each recommendation slot. */
  private readonly requests = new LatestRequests();
  private cancelAutocomplete: Cancel | undefined;

  constructor(
    @inject(SearchGateway) private readonly gateway: SearchGateway,
    @inject(SearchStore) private readonly search: SearchStore,
    @inject(UiStore) private readonly ui: UiStore,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(StatisticsGate) private readonly statistics: StatisticsGate = new StatisticsGate(),
  ) {
    makeAutoObservable<
      this,
      'gateway' | 'search' | 'ui' | 'scheduler' | 'statistics' | 'requests' | 'cancelAutocomplete'
    >(
      this,
      {
        autocomplete: observable.ref,
        recommendations: observable.ref,
        gateway: false,
        search: false,
        ui: false,
        scheduler: false,
        statistics: false,
        requests: false,
        cancelAutocomplete: false,
      },
      { autoBind: true },
    );
  }

  /**
   * docs/product.md#panels, docs/product.md#search-provider: opens the search panel (closing
   * competing panels) and, when it was closed, runs autocomplete and loads its latest items.
   * Resolves when both have answered.
   */
  open(): Promise<void> {
    const wasOpen = this.ui.isSearchOpen;
    this.ui.openSearch();
    return wasOpen ? Promise.resolve() : this.openPanel();
  }

  /**
   * docs/product.md#search-provider: the shopper typed in the search panel; autocomplete runs 200
   * ms after the last key.
   */
  typeAutocomplete(text: string): void {
    this.autocompleteText = text;
    this.cancelAutocomplete?.();
    this.cancelAutocomplete = this.scheduler.after(SEARCH_DEBOUNCE_MS, () => {
      void this.runAutocomplete();
    });
  }

  /**
   * docs/product.md#search-provider for the typed text, now: 6 items and 4 suggestions; with no
   * items, a second call without q fetches suggestions.
   */
  async runAutocomplete(): Promise<void> {
    this.cancelAutocomplete?.();
    this.cancelAutocomplete = undefined;
    const ticket = this.requests.issue('autocomplete');
    const request = autocompleteRequest(this.autocompleteText);
    try {
      const first = await this.gateway.autocomplete(request);
      const fallback = autocompleteFallback(request, first);
      const response = fallback ? await this.gateway.autocomplete(fallback) : first;
      runInAction(() => {
        if (this.requests.isLatest('autocomplete', ticket)) this.autocomplete = response;
      });
    } catch (error) {
      console.error("Couldn't autocomplete", error);
    }
  }

  /**
   * docs/product.md#search-and-filters, docs/product.md#search-provider: the search panel opened —
   * autocomplete runs, and its 3 latest items load.
   */
  openPanel(): Promise<void> {
    return Promise.all([this.runAutocomplete(), this.loadRecommendations('search-panel')]).then(
      () => undefined,
    );
  }

  /** docs/product.md#search-provider: the latest items, 4 (3 in the search panel). */
  async loadRecommendations(placement: RecommendationPlacement = 'default'): Promise<void> {
    const slot = `recommendations:${placement}`;
    const ticket = this.requests.issue(slot);
    try {
      const response = await this.gateway.recommendations(recommendationsRequest(placement));
      runInAction(() => {
        if (this.requests.isLatest(slot, ticket)) {
          this.recommendations = { ...this.recommendations, [placement]: response };
        }
      });
    } catch (error) {
      console.error("Couldn't loadRecommendations", error);
    }
  }

  /**
   * docs/product.md#search-provider click-suggestion, with the request id of the autocomplete
   * answer it came in.
   */
  clickSuggestion(suggestion: string): Promise<void> {
    const rid = this.autocomplete?.meta.rid;
    return rid ? this.feedback({ kind: 'click-suggestion', rid, suggestion }) : Promise.resolve();
  }

  /**
   * docs/product.md#search-provider click-item: the item and the variant shown (by default its
   * selected one).
   */
  clickItem(item: SearchItem, source: ItemSource, variantItemId?: string): Promise<void> {
    const rid = this.ridOf(source);
    if (!rid) return Promise.resolve();
    const variant = variantItemId ?? item.selectedVariantId;
    return this.feedback({ kind: 'click-item', itemId: item.id, rid, variantItemId: variant });
  }

  toJSON(): SearchPanelState {
    const { autocompleteText, autocomplete, recommendations } = this;
    return { autocompleteText, autocomplete, recommendations };
  }

  /**
   * Takes over a state `toJSON` wrote (docs/architecture.md#server-rendering); answers still on
   * their way are dropped.
   */
  hydrate(state: SearchPanelState): void {
    this.cancelAutocomplete?.();
    this.cancelAutocomplete = undefined;
    this.requests.clear();
    this.autocompleteText = state.autocompleteText;
    this.autocomplete = state.autocomplete;
    this.recommendations = state.recommendations;
  }

  /** Sends `event` once the visitor allows statistics; resolves at once while it waits. */
  private feedback(event: SearchFeedback): Promise<void> {
    let sent = Promise.resolve();
    this.statistics.run(() => {
      sent = this.send(event);
    });
    return sent;
  }

  private async send(event: SearchFeedback): Promise<void> {
    try {
      await this.gateway.feedback(event);
    } catch (error) {
      console.error(`Couldn't send ${event.kind}`, error);
    }
  }

  private ridOf(source: ItemSource): string | undefined {
    switch (source.kind) {
      case 'query':
        return this.search.query(source.name)?.results?.meta.rid;
      case 'autocomplete':
        return this.autocomplete?.meta.rid;
      case 'recommendations':
        return this.recommendations[source.placement]?.meta.rid;
    }
  }
}
