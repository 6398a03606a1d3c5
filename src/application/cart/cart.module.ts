import { ContainerModule } from 'inversify';
import { AddToCart } from './add-to-cart';
import { CartAdditions } from './cart-additions';
import { CartAnalytics } from './cart-analytics';
import { CartCalls } from './cart-calls';
import { CartBeforeScripts } from './cart-before-scripts';
import { CartFollowsSite } from './cart-follows-site';
import { CartStore } from './cart.store';
import { CheckoutDetailsStore } from './checkout-details.store';
import { CheckoutOrderStore } from './checkout-order.store';
import { CheckoutPaymentStore } from './checkout-payment.store';

/**
 * The cart and the one turn its calls take, the checkout's details, order and payment step,
 * adding to the cart and announcing each add, the cart following the site, the cart before the
 * page's scripts, and the cart's analytics.
 */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(CartCalls).toSelf();
  bind(CartStore).toSelf();
  bind(CheckoutOrderStore).toSelf();
  bind(CartAnalytics).toSelf();
  bind(AddToCart).toSelf();
  bind(CartAdditions).toSelf();
  bind(CartFollowsSite).toSelf();
  bind(CartBeforeScripts).toSelf();
  bind(CheckoutDetailsStore).toSelf();
  bind(CheckoutPaymentStore).toSelf();
});
