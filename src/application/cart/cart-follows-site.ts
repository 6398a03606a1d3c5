import { inject, injectable } from 'inversify';
import { productNameIn } from '@/domain/cart/cart-product';
import type { CartItem } from '@/domain/cart/cart';
import { linesLeft } from '@/domain/cart/lines-left';
import { NotificationStore } from '@/application/shared/notification.store';
import { SiteContext } from '@/application/shared/site-context.port';
import { CartStore } from './cart.store';

/**
 * docs/product.md#cart-and-checkout: the cart follows the site's new country or language; lines
 * the new market does not sell, or has fewer of, are named in a notification
 * (docs/decisions/0087) rather than left for the shopper to discover.
 */
@injectable()
export class CartFollowsSite {
  constructor(
    @inject(CartStore) private readonly cart: CartStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(SiteContext) private readonly site: SiteContext,
  ) {}

  async run(): Promise<void> {
    const before = this.cart.selection;
    if (!(await this.cart.setCountryLanguage())) return;
    const { removed, reduced } = linesLeft(before, this.cart.selection);
    const names = (lines: readonly CartItem[]) => lines.map((line) => this.nameOf(line)).join(', ');
    if (removed.length > 0) {
      this.notifications.error({
        title: 'Cart_Lines_Left_Title',
        message: 'Cart_Lines_Removed',
        params: { names: names(removed), count: removed.length },
      });
    }
    if (reduced.length > 0) {
      this.notifications.error({
        title: 'Cart_Lines_Left_Title',
        message: 'Cart_Lines_Reduced',
        params: { names: names(reduced), count: reduced.length },
      });
    }
  }

  private nameOf(line: CartItem): string {
    const names = line.product ? productNameIn(line.product, this.site.site.language) : undefined;
    const name = names?.name ?? line.productName;
    const colour = names?.variantName.trim();
    return colour ? `${name} (${colour})` : name;
  }
}
