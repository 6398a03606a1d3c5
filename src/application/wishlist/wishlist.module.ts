import { ContainerModule } from 'inversify';
import { WishlistStore } from './wishlist.store';

/** The wishlist the hearts on every product card share. */
export const wishlistModule = new ContainerModule(({ bind }) => {
  bind(WishlistStore).toSelf();
});
