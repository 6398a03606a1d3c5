import { ContainerModule } from 'inversify';
import { PrefetchProduct } from './prefetch-product';
import { ProductViewModelFactory } from './product-view-model.factory';
import { ResponseCacheStore } from './response-cache.store';

/** Products and categories as the response cache holds them, and the product view models. */
export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(ResponseCacheStore).toSelf();
  bind(PrefetchProduct).toSelf();
  bind(ProductViewModelFactory).toSelf();
});
