/**
 * One past order in the account's order list (docs/product.md#routes `account/overview/orders`).
 */
export interface OrderSummary {
  /** The order number, the `{orderId}` of `account/overview/orders/{orderId}`. */
  readonly order: string;
  /** When it was placed, ISO 8601 (`2026-01-14T10:32:00Z`). */
  readonly date: string;
  /** The backend's own word for its state (`shipped`, `delivered`…), shown as it comes. */
  readonly status: string;
  readonly currency: string;
  readonly grandTotalPriceAsNumber: number;
  /** The number of pieces over all lines. */
  readonly totalQuantity: number;
}
