export const CheckoutWidget = Symbol('CheckoutWidget');

/**
 * The commerce backend's embedded payment widget (SPEC §4 Cart and checkout: paused during a
 * change; BACKENDS.md: `CentraCheckout.suspend()` / `resume()`).
 */
export interface CheckoutWidget {
  /** Stops the widget reacting while the selection changes. Does nothing when none is shown. */
  suspend(): void;
  /** Lets the widget refresh from the changed selection. */
  resume(): void;
}
