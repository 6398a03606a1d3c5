import { inject, injectable } from 'inversify';
import { checkout, purchase, removeFromCart } from '@/domain/analytics/cart-events';
import { cartLineAnalytics } from '@/domain/analytics/cart-line-analytics';
import {
  type CheckoutMove,
  checkoutMove,
  checkoutStepNumber,
  NEW_CHECKOUT_VISIT,
} from '@/domain/analytics/checkout-steps';
import type { Cart, Order } from '@/domain/cart/cart';
import { chosenDelivery } from '@/domain/cart/delivery-options';
import { removedPieces } from '@/domain/cart/removed-pieces';
import { BRAND_NAME } from '@/domain/site/site';
import { AnalyticsService } from '@/application/analytics/analytics.service';

/**
 * The cart's docs/product.md#other-calls data-layer events: pieces leaving the cart
 * (removeFromCart, however they left), the checkout's steps as the shopper completes them
 * (checkout: 1 email, 2 address, 3 delivery, 4 payment, each once a visit —
 * docs/decisions/0098-checkout-steps-follow-the-shopper.md) and a paid order (purchase, whose
 * affiliation is the product's store name: the store the shop sells as, whatever brands its lines
 * carry — docs/decisions/0095-page-views.md).
 */
@injectable()
export class CartAnalytics {
  private visit = NEW_CHECKOUT_VISIT;
  /** The cart as last answered, whose lines a step reports. */
  private cart: Cart | undefined;

  constructor(@inject(AnalyticsService) private readonly analytics: AnalyticsService) {}

  selectionChanged(before: Cart | undefined, after: Cart | undefined): void {
    this.cart = after;
    if (!before || !after) return;
    const removed = removedPieces(before, after);
    if (removed.length === 0) return;
    const lines = removed.map(({ line, quantity }) => cartLineAnalytics(line, quantity));
    this.analytics.push(removeFromCart(after.currency ?? before.currency ?? '', lines));
  }

  /** The checkout page opened: a new visit, whose steps are reported afresh. */
  checkoutStarted(): void {
    this.visit = NEW_CHECKOUT_VISIT;
  }

  /** A valid email reached the cart. */
  emailGiven(): void {
    this.move('email', this.cart);
  }

  /** The whole address reached the cart. */
  addressGiven(): void {
    this.move('address', this.cart);
  }

  /** The shopper chose how the order is delivered. */
  deliveryChosen(cart: Cart | undefined): void {
    this.move('delivery', cart);
  }

  /**
   * The payment step's form arrived; it shows once the email and address are given, and with a
   * delivery option chosen (the default too) it completes the delivery step.
   */
  paymentShown(cart: Cart | undefined): void {
    this.move('payment-form', cart);
  }

  /** A payment left an order: its purchase, once; the next checkout is a new visit. */
  ordered(order: Order): void {
    const lines = order.items.map((line) => cartLineAnalytics(line, line.quantity));
    this.analytics.push(purchase(order, lines, BRAND_NAME));
    this.visit = NEW_CHECKOUT_VISIT;
  }

  private move(move: CheckoutMove, cart: Cart | undefined): void {
    if (!cart) return;
    const next = checkoutMove(this.visit, move, {
      deliveryChosen: chosenDelivery(cart) !== undefined,
    });
    this.visit = next.visit;
    const lines = cart.items.map((line) => cartLineAnalytics(line, line.quantity));
    for (const step of next.report) {
      this.analytics.push(checkout(cart.currency ?? '', checkoutStepNumber(step), lines));
    }
  }
}
