import { ContainerModule } from 'inversify';
import { PrefetchProduct } from './prefetch-product';
import { ProductCardViewModelFactory } from './product-card-view-model.factory';
import { ProductViewModelFactory } from './product-view-model.factory';
import { PurchaseViewModelFactory } from './purchase-view-model.factory';
import { ResponseCacheStore } from './response-cache.store';

/**
 * Products and categories as the response cache holds them, and the product and card view
 * models. The purchase view models are bound here, eagerly: the lazily loaded hero hotspots
 * use them too.
 */
export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(ResponseCacheStore).toSelf();
  bind(PrefetchProduct).toSelf();
  bind(PurchaseViewModelFactory).toSelf();
  bind(ProductViewModelFactory).toSelf();
  bind(ProductCardViewModelFactory).toSelf();
});
