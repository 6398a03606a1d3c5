import type { Order } from '@/domain/cart/cart';

export const OrderKeeper = Symbol('OrderKeeper');

/**
 * Where the receipt's order is kept for the browser tab's session (docs/product.md#orders), so a
 * reload of the receipt still shows it. Kept without the lines' product data: the receipt names a
 * line by the name it was sold under.
 */
export interface OrderKeeper {
  keep(order: Order): void;
  /** The order kept in this session; `undefined` when none, or when what is kept is unreadable. */
  recall(): Order | undefined;
}
