import { inject, injectable } from 'inversify';
import type { Product } from '@/domain/catalogue/product';
import { Scheduler } from '../shared/scheduler.port';
import { SiteContext } from '../site/site-context.port';
import { AddToCart } from '../cart/add-to-cart';
import { CartStore } from '../cart/cart.store';
import { ProductViewModel, type ProductViewModelDeps } from './product-view-model';
import { RestockStore } from '../marketing/restock.store';
import { UiStore } from '../shared/ui.store';
import { WishlistStore } from '../wishlist/wishlist.store';

/**
 * Makes a `ProductViewModel` per product shown (ISSUE 5: per product, not a singleton), wired
 * to the shop's singletons, so a view needs only this one store.
 */
@injectable()
export class ProductViewModelFactory {
  private readonly deps: ProductViewModelDeps;

  constructor(
    @inject(SiteContext) site: SiteContext,
    @inject(CartStore) cart: CartStore,
    @inject(UiStore) ui: UiStore,
    @inject(WishlistStore) wishlist: WishlistStore,
    @inject(RestockStore) restock: RestockStore,
    @inject(AddToCart) addToCart: AddToCart,
    @inject(Scheduler) scheduler: Scheduler,
  ) {
    this.deps = { site, cart, ui, wishlist, restock, addToCart, scheduler };
  }

  create(product: Product): ProductViewModel {
    return new ProductViewModel(product, this.deps);
  }
}
