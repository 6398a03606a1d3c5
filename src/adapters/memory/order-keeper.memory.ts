import type { OrderKeeper } from '@/application/cart/order-keeper.port';
import type { Order } from '@/domain/cart/cart';
import { keptOrderText, readKeptOrder } from '@/adapters/shared/kept-order';

/** The receipt's order kept in a field, as the browser's keeper keeps it: for tests and servers. */
export class MemoryOrderKeeper implements OrderKeeper {
  private text: string | undefined;

  keep(order: Order): void {
    this.text = keptOrderText(order);
  }

  recall(): Order | undefined {
    return readKeptOrder(this.text);
  }
}
