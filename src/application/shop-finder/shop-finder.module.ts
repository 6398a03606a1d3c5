import { ContainerModule } from 'inversify';
import { ShopFinderStore } from './shop-finder.store';

/** The shop finder's list and map: loaded with its block's view. */
export const shopFinderModule = new ContainerModule(({ bind }) => {
  bind(ShopFinderStore).toSelf();
});
