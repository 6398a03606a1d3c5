export const CheckoutWidget = Symbol('CheckoutWidget');

/**
 * The commerce backend's embedded payment widget (docs/product.md#cart-and-checkout: paused during
 * a change; docs/product.md#commerce-backend: `CentraCheckout.suspend()` / `resume()`).
 */
export interface CheckoutWidget {
  /** Stops the widget reacting while the selection changes. Does nothing when none is shown. */
  suspend(): void;
  /** Lets the widget refresh from the changed selection. */
  resume(): void;
}
