import { inject, injectable } from 'inversify';
import type { SearchItem } from '@/domain/search/search-item';
import { HotspotViewModel, type HotspotViewModelDeps } from './hotspot-view-model';
import { PurchaseViewModelFactory } from './purchase-view-model.factory';

/**
 * Makes a `HotspotViewModel` per hero hotspot shown (docs/product.md#hero-hotspot: each has its own
 * quantity), wired to the shop's singletons, so a view needs only this one store.
 */
@injectable()
export class HotspotViewModelFactory {
  private readonly deps: HotspotViewModelDeps;

  constructor(@inject(PurchaseViewModelFactory) purchases: PurchaseViewModelFactory) {
    this.deps = { purchases };
  }

  /** The view model of a hotspot's product, as the search provider answered it. */
  create(item: SearchItem): HotspotViewModel {
    return new HotspotViewModel(item, this.deps);
  }
}
