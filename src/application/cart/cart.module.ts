import { ContainerModule } from 'inversify';
import { AddToCart } from './add-to-cart';
import { CartAdditions } from './cart-additions';
import { CartAnalytics } from './cart-analytics';
import { CartBeforeScripts } from './cart-before-scripts';
import { CartFollowsSite } from './cart-follows-site';
import { CartStore } from './cart.store';
import { CheckoutDetailsStore } from './checkout-details.store';
import { CheckoutPaymentStore } from './checkout-payment.store';

/**
 * The cart, checkout details and payment step, adding to the cart and announcing each add, the
 * cart following the site, the cart before the page's scripts, and the cart's analytics.
 */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(CartStore).toSelf();
  bind(CartAnalytics).toSelf();
  bind(AddToCart).toSelf();
  bind(CartAdditions).toSelf();
  bind(CartFollowsSite).toSelf();
  bind(CartBeforeScripts).toSelf();
  bind(CheckoutDetailsStore).toSelf();
  bind(CheckoutPaymentStore).toSelf();
});
