/**
 * The order statuses the shop knows how to say (docs/product.md#account: an order's status as the
 * commerce service names it), each with its translation key. The service's names vary in case
 * and spelling (`Shipped`, `canceled`); a status outside this list is shown as the service wrote
 * it, since a key the translations lack would show the key itself.
 */
const STATUS_KEYS: Readonly<Record<string, string>> = {
  pending: 'Order_Status_Received',
  received: 'Order_Status_Received',
  processing: 'Order_Status_Processing',
  shipped: 'Order_Status_Shipped',
  delivered: 'Order_Status_Delivered',
  cancelled: 'Order_Status_Cancelled',
  canceled: 'Order_Status_Cancelled',
  returned: 'Order_Status_Returned',
  refunded: 'Order_Status_Refunded',
};

/** The translation key of an order's status, or `undefined` for one the shop does not know. */
export function orderStatusKey(status: string): string | undefined {
  const key = status.trim().toLowerCase();
  return Object.hasOwn(STATUS_KEYS, key) ? STATUS_KEYS[key] : undefined;
}

/** Every key `orderStatusKey` may answer, for the translations to hold. */
export const ORDER_STATUS_KEYS: readonly string[] = [...new Set(Object.values(STATUS_KEYS))];
