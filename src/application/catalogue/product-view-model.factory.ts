import { inject, injectable } from 'inversify';
import type { Product } from '@/domain/catalogue/product';
import { SiteContext } from '@/application/shared/site-context.port';
import { ProductViewModel, type ProductViewModelDeps } from './product-view-model';
import { PurchaseViewModelFactory } from './purchase-view-model.factory';
import { RestockDatesStore } from '@/application/marketing/restock-dates.store';
import { RestockStore } from '@/application/marketing/restock.store';
import { HeaderFeedbackStore } from '@/application/shared/header-feedback.store';
import { SizeChoiceStore } from '@/application/shared/size-choice.store';
import { WishlistStore } from '@/application/wishlist/wishlist.store';

/**
 * Makes a `ProductViewModel` per product shown (per product, not a singleton), wired
 * to the shop's singletons, so a view needs only this one store.
 */
@injectable()
export class ProductViewModelFactory {
  private readonly deps: ProductViewModelDeps;

  constructor(
    @inject(SiteContext) site: SiteContext,
    @inject(SizeChoiceStore) sizes: SizeChoiceStore,
    @inject(HeaderFeedbackStore) header: HeaderFeedbackStore,
    @inject(WishlistStore) wishlist: WishlistStore,
    @inject(RestockStore) restock: RestockStore,
    @inject(RestockDatesStore) restockDates: RestockDatesStore,
    @inject(PurchaseViewModelFactory) purchases: PurchaseViewModelFactory,
  ) {
    this.deps = { site, sizes, header, wishlist, restock, restockDates, purchases };
  }

  create(product: Product): ProductViewModel {
    return new ProductViewModel(product, this.deps);
  }
}
