import { ContainerModule } from 'inversify';
import { CartAdditions } from '@/application/cart/cart-additions';
import { WishlistStore } from './wishlist.store';

/**
 * The wishlist the hearts on every product card share. It follows the cart's adds (an added
 * variant leaves the wishlist) by listening to the cart's announcements from the moment anything
 * asks for them, so the cart never imports the wishlist (docs/architecture.md#feature-order).
 */
export const wishlistModule = new ContainerModule(({ bind, onActivation }) => {
  bind(WishlistStore).toSelf();
  onActivation(CartAdditions, ({ get }, additions) => {
    const wishlist = get(WishlistStore);
    additions.listen((addition) => wishlist.followAddition(addition));
    return additions;
  });
});
