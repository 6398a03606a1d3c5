import { ContainerModule } from 'inversify';
import { StoreFinderStore } from './store-finder.store';

/** The store finder's list and map: loaded with its block's view. */
export const storeFinderModule = new ContainerModule(({ bind }) => {
  bind(StoreFinderStore).toSelf();
});
