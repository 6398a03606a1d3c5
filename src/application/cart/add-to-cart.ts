import { inject, injectable } from 'inversify';
import { cartLineAnalytics } from '@/domain/analytics/cart-line-analytics';
import { addToCart } from '@/domain/analytics/cart-events';
import type { AddToCartOverLimit } from '@/domain/stock/add-to-cart-limit';
import { QUANTITY_MIN } from '@/domain/stock/quantity-stepper';
import { SiteContext } from '@/application/shared/site-context.port';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { CartStore } from './cart.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { UiStore } from '@/application/shared/ui.store';
import { CartAdditions } from './cart-additions';

export interface AddToCartRequest {
  /** The item (variant and size) to add. */
  readonly itemId: string;
  /** The variant's wishlist id, announced with the add (the wishlist takes it off). */
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
  /** docs/product.md#panels: whether the add is made on the checkout route. */
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
 * add announced to the features that follow the cart (`CartAdditions`: the wishlist takes the
 * variant off) and the `addToCart` event. Resolves whether the item was added.
 */
@injectable()
export class AddToCart {
  constructor(
    @inject(CartStore) private readonly cart: CartStore,
    @inject(UiStore) private readonly ui: UiStore,
    @inject(CartAdditions) private readonly additions: CartAdditions,
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
    this.additions.announce({
      itemId: request.itemId,
      variantId: request.variantId,
      onCheckoutRoute: request.onCheckoutRoute ?? false,
    });
    const { cart, line } = outcome.addition;
    const currency = cart.currency ?? this.site.current?.pricelist.currency.code ?? '';
    this.analytics.push(addToCart(currency, [cartLineAnalytics(line, quantity)]));
    return true;
  }
}
