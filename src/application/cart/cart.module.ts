import { ContainerModule } from 'inversify';
import { AddToCart } from './add-to-cart';
import { CartAnalytics } from './cart-analytics';
import { CartStore } from './cart.store';

/** The cart, checkout and payment result, adding to the cart, and the cart's analytics. */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(CartStore).toSelf();
  bind(CartAnalytics).toSelf();
  bind(AddToCart).toSelf();
});
