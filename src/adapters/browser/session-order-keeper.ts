import type { OrderKeeper } from '@/application/cart/order-keeper.port';
import type { Order } from '@/domain/cart/cart';
import { keptOrderText, readKeptOrder } from '@/adapters/shared/kept-order';

const KEY = 'receipt-order';

/**
 * The receipt's order in `sessionStorage`: it lasts the tab's session, as a receipt should, and
 * no longer. Blocked storage keeps nothing; the receipt then says there is no order, as before.
 */
export class SessionOrderKeeper implements OrderKeeper {
  keep(order: Order): void {
    const text = keptOrderText(order);
    if (text === undefined) return;
    try {
      window.sessionStorage.setItem(KEY, text);
    } catch {
      // Full or blocked storage: the order lives for this page only.
    }
  }

  recall(): Order | undefined {
    try {
      return readKeptOrder(window.sessionStorage.getItem(KEY) ?? undefined);
    } catch {
      return undefined;
    }
  }
}
