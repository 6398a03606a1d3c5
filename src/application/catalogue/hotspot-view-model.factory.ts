import { inject, injectable } from 'inversify';
import type { SearchItem } from '@/domain/search/search-item';
import { AddToCart } from '../cart/add-to-cart';
import { CartStore } from '../cart/cart.store';
import { HotspotViewModel, type HotspotViewModelDeps } from './hotspot-view-model';

/**
 * Makes a `HotspotViewModel` per hero hotspot shown (SPEC §4 Hero hotspot: each has its own
 * quantity), wired to the shop's singletons, so a view needs only this one store.
 */
@injectable()
export class HotspotViewModelFactory {
  private readonly deps: HotspotViewModelDeps;

  constructor(@inject(CartStore) cart: CartStore, @inject(AddToCart) addToCart: AddToCart) {
    this.deps = { cart, addToCart };
  }

  /** The view model of a hotspot's product, as the search provider answered it. */
  create(item: SearchItem): HotspotViewModel {
    return new HotspotViewModel(item, this.deps);
  }
}
