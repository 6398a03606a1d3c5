import { inject, injectable } from 'inversify';
import { checkout, purchase, removeFromCart } from '@/domain/analytics/cart-events';
import { cartLineAnalytics } from '@/domain/analytics/cart-line-analytics';
import type { Cart, Order } from '@/domain/cart/cart';
import { removedPieces } from '@/domain/cart/removed-pieces';
import { STORE_NAME } from '@/domain/constants';
import { AnalyticsService } from '../analytics/analytics.service';

/**
 * The cart's docs/product.md#other-calls data-layer events: pieces leaving the cart
 * (removeFromCart, however they left), the checkout's payment step (checkout, step 1) and a paid
 * order (purchase, whose affiliation is the product's store name: the store the shop sells as,
 * whatever brands its lines carry — docs/decisions/0095-page-views.md).
 */
@injectable()
export class CartAnalytics {
  constructor(@inject(AnalyticsService) private readonly analytics: AnalyticsService) {}

  selectionChanged(before: Cart | undefined, after: Cart | undefined): void {
    if (!before || !after) return;
    const removed = removedPieces(before, after);
    if (removed.length === 0) return;
    const lines = removed.map(({ line, quantity }) => cartLineAnalytics(line, quantity));
    this.analytics.push(removeFromCart(after.currency ?? before.currency ?? '', lines));
  }

  paymentShown(cart: Cart | undefined): void {
    if (!cart) return;
    const lines = cart.items.map((line) => cartLineAnalytics(line, line.quantity));
    this.analytics.push(checkout(cart.currency ?? '', 1, lines));
  }

  ordered(order: Order): void {
    const lines = order.items.map((line) => cartLineAnalytics(line, line.quantity));
    this.analytics.push(purchase(order, lines, STORE_NAME));
  }
}
