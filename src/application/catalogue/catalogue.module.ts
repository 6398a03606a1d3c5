import { ContainerModule } from 'inversify';
import { FacetLabelStore } from './facet-label.store';
import { PrefetchProduct } from './prefetch-product';
import { ProductCardViewModelFactory } from './product-card-view-model.factory';
import { ProductViewModelFactory } from './product-view-model.factory';
import { PurchaseViewModelFactory } from './purchase-view-model.factory';
import { ResponseCacheStore } from './response-cache.store';

/**
 * Products and categories as the response cache holds them, the product and card view models,
 * and the filter metadata that names the facets of every product list. The purchase view models are bound here, eagerly: the lazily loaded hero hotspots
 * use them too.
 */
export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(ResponseCacheStore).toSelf();
  bind(FacetLabelStore).toSelf();
  bind(PrefetchProduct).toSelf();
  bind(PurchaseViewModelFactory).toSelf();
  bind(ProductViewModelFactory).toSelf();
  bind(ProductCardViewModelFactory).toSelf();
});
