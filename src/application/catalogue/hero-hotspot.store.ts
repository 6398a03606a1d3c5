import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  HERO_HOTSPOT_QUERY_LIMIT,
  hotspotItem,
  type HeroHotspot,
} from '@/domain/hero/hero-hotspot';
import type { SearchItem } from '@/domain/search/search-item';
import { formatSite } from '@/domain/site/site';
import { CatalogueGateway } from './catalogue-gateway.port';
import { SearchGateway } from '@/application/search/search-gateway.port';
import { SiteContext } from '@/application/shared/site-context.port';
import type { HotspotViewModel } from './hotspot-view-model';
import { HotspotViewModelFactory } from './hotspot-view-model.factory';

/** A hotspot's product: on its way, found (its popup's view model), or not sold here. */
export type HotspotEntry =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly model: HotspotViewModel }
  | { readonly status: 'missing' };

const LOADING: HotspotEntry = { status: 'loading' };

/**
 * The products behind the heroes' hotspots (docs/product.md#hero,
 * docs/product.md#constants-and-limits hotspot query limit 3): a hotspot names a product by sku;
 * the catalogue tells its name and id, and a search for that name, at most 3 items, gives the
 * search item whose swatches and stock the popup shows. Each hotspot gets its own
 * `HotspotViewModel` per site (another market has other prices and stock). A sku the market does
 * not sell leaves the hotspot out; the failure is only logged.
 */
@injectable()
export class HeroHotspotStore {
  private entries: ReadonlyMap<string, HotspotEntry> = new Map();

  constructor(
    @inject(CatalogueGateway) private readonly catalogue: CatalogueGateway,
    @inject(SearchGateway) private readonly search: SearchGateway,
    @inject(SiteContext) private readonly site: SiteContext,
    @inject(HotspotViewModelFactory) private readonly models: HotspotViewModelFactory,
  ) {
    makeAutoObservable<this, 'entries' | 'catalogue' | 'search' | 'site' | 'models'>(
      this,
      { entries: observable.ref, catalogue: false, search: false, site: false, models: false },
      { autoBind: true },
    );
  }

  /** The hotspot's product on this site; loading until `load` has asked for it. */
  entry(hotspot: HeroHotspot): HotspotEntry {
    return this.entries.get(this.key(hotspot)) ?? LOADING;
  }

  /** Looks the hotspot's product up once per site; a later call for it does nothing. */
  async load(hotspot: HeroHotspot): Promise<void> {
    const key = this.key(hotspot);
    if (this.entries.has(key)) return;
    this.put(key, LOADING);
    const item = await this.find(hotspot.sku);
    this.put(
      key,
      item ? { status: 'ready', model: this.models.create(item) } : { status: 'missing' },
    );
  }

  private async find(sku: string): Promise<SearchItem | undefined> {
    try {
      const product = await this.catalogue.productBySku(sku);
      const { items } = await this.search.search({
        type: 'search',
        q: product.name,
        limit: HERO_HOTSPOT_QUERY_LIMIT,
        offset: 0,
        filters: [],
        sort: [],
        rules: [],
      });
      return hotspotItem(items, product.id);
    } catch (error) {
      console.warn(`Hero hotspot: no product for sku ${sku}`, error);
      return undefined;
    }
  }

  private put(key: string, entry: HotspotEntry): void {
    runInAction(() => {
      this.entries = new Map(this.entries).set(key, entry);
    });
  }

  private key(hotspot: HeroHotspot): string {
    return `${formatSite(this.site.site)}:${hotspot.uid}:${hotspot.sku}`;
  }
}
