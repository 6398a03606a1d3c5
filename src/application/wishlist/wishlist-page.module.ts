import { ContainerModule } from 'inversify';
import { WishlistPageStore } from './wishlist-page.store';

/** The wishlist page's products: loaded with the page's view. */
export const wishlistPageModule = new ContainerModule(({ bind }) => {
  bind(WishlistPageStore).toSelf();
});
