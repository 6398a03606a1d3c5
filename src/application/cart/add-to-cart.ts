import { inject, injectable } from 'inversify';
import { cartLineAnalytics } from '@/domain/analytics/cart-line-analytics';
import { addToCart } from '@/domain/analytics/cart-events';
import type { AddToCartOverLimit } from '@/domain/stock/add-to-cart-limit';
import { QUANTITY_MIN } from '@/domain/stock/quantity-stepper';
import { SiteContext } from '../site/site-context.port';
import { AnalyticsService } from '../analytics/analytics.service';
import { CartStore } from './cart.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { UiStore } from '@/application/shared/ui.store';
import { WishlistStore } from '../wishlist/wishlist.store';

export interface AddToCartRequest {
  /** The item (variant and size) to add. */
  readonly itemId: string;
  /** The wishlist's id of the variant, taken off the wishlist once added. */
  readonly variantId?: string | undefined;
  /** Pieces to add; 1 unless given (docs/product.md#commerce-backend). */
  readonly quantity?: number | undefined;
  /**
   * The item's stock in the current market, which the add may not pass
   * (docs/product.md#validation).
   */
  readonly stock: number;
  /** Shown in the mini cart. */
  readonly productName: string;
  /** docs/product.md#panels: on the checkout route the wishlist is left as it is. */
  readonly onCheckoutRoute?: boolean | undefined;
}

/**
 * docs/product.md#errors Add to cart over stock: the error notification's keys, as the limit names
 * them.
 */
export const OVER_STOCK_NOTICE: Pick<AddToCartOverLimit, 'title' | 'message'> = {
  title: 'Add_To_Cart_Error_Title',
  message: 'Add_To_Cart_Error_Message',
};

/**
 * docs/product.md#panels, docs/product.md#validation, docs/product.md#commerce-backend,
 * docs/product.md#errors — add to cart: the stock limit (stock minus what the cart already holds;
 * over it an error notification and no call), the add, then the mini cart showing the item, the
 * variant off the wishlist (except on the checkout route) and the `addToCart` event. Resolves
 * whether the item was added.
 */
@injectable()
export class AddToCart {
  constructor(
    @inject(CartStore) private readonly cart: CartStore,
    @inject(UiStore) private readonly ui: UiStore,
    @inject(WishlistStore) private readonly wishlist: WishlistStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(AnalyticsService) private readonly analytics: AnalyticsService,
    @inject(SiteContext) private readonly site: SiteContext,
  ) {}

  async run(request: AddToCartRequest): Promise<boolean> {
    const quantity = request.quantity ?? QUANTITY_MIN;
    const outcome = await this.cart.addWithinStock(request.itemId, quantity, request.stock);
    if (outcome.kind === 'over-limit') this.notifications.error(OVER_STOCK_NOTICE);
    if (outcome.kind !== 'added') return false;

    this.ui.showAddedToCart({ item: request.itemId, productName: request.productName });
    if (request.variantId !== undefined && !request.onCheckoutRoute) {
      this.wishlist.remove(request.variantId);
    }
    const { cart, line } = outcome.addition;
    const currency = cart.currency ?? this.site.current?.pricelist.currency.code ?? '';
    this.analytics.push(addToCart(currency, [cartLineAnalytics(line, quantity)]));
    return true;
  }
}
