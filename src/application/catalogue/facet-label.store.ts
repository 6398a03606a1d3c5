import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { FilterMetadata } from '@/domain/catalogue/product';
import {
  facetLabels,
  facetTitle,
  facetValueLabel,
  type FacetLabels,
  NO_FACET_LABELS,
} from '@/domain/search/facet-labels';
import { formatSite } from '@/domain/site/site';
import { InFlight } from '@/lib/in-flight';
import { SiteContext } from '@/application/shared/site-context.port';
import { CatalogueGateway } from './catalogue-gateway.port';

/** docs/architecture.md#server-rendering: the filter metadata of each site (`se-en`), as it came. */
export type FacetLabelState = Readonly<Record<string, readonly FilterMetadata[]>>;

/**
 * How the facets of the filter panel and its chips read in the site's language
 * (docs/product.md#filters-and-sort): the filter metadata of docs/product.md#commerce-backend,
 * asked for once per site — it is the same for every visitor — and kept. Until it has come, or when
 * its call fails (a warning, docs/product.md#errors), a facet is named by its translation and its
 * values read as the search provider wrote them.
 */
@injectable()
export class FacetLabelStore {
  private bySite: FacetLabelState = {};
  private readonly loading = new InFlight<string, void>();

  constructor(
    @inject(CatalogueGateway) private readonly catalogue: CatalogueGateway,
    @inject(SiteContext) private readonly siteContext: SiteContext,
  ) {
    makeAutoObservable<this, 'bySite' | 'catalogue' | 'siteContext' | 'loading'>(
      this,
      { bySite: observable.ref, catalogue: false, siteContext: false, loading: false },
      { autoBind: true },
    );
  }

  /** The current site's labels; none until its metadata has come. */
  get labels(): FacetLabels {
    const metadata = this.bySite[this.siteKey];
    return metadata ? facetLabels(metadata) : NO_FACET_LABELS;
  }

  /**
   * Asks for the current site's filter metadata unless it is here or on its way. Never rejects: a
   * failure warns, and a later call asks again.
   */
  load(): Promise<void> {
    const key = this.siteKey;
    if (Object.hasOwn(this.bySite, key)) return Promise.resolve();
    return this.loading.run(key, () => this.fetch(key));
  }

  /** The facet's name in the site's language, or `undefined` where the metadata gives none. */
  title(facet: string): string | undefined {
    return facetTitle(this.labels, facet);
  }

  /** A facet value in the site's language, or as the provider wrote it where it has no label. */
  valueLabel(facet: string, value: string): string {
    return facetValueLabel(this.labels, facet, value);
  }

  toJSON(): FacetLabelState {
    return this.bySite;
  }

  hydrate(state: FacetLabelState): void {
    this.bySite = state;
  }

  private get siteKey(): string {
    return formatSite(this.siteContext.site);
  }

  private async fetch(key: string): Promise<void> {
    try {
      const metadata = await this.catalogue.filterMetadata();
      runInAction(() => {
        this.bySite = { ...this.bySite, [key]: metadata };
      });
    } catch (error) {
      console.warn(`Could not load the filter labels (${key}): ${String(error)}`);
    }
  }
}
