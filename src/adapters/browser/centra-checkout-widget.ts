import type { CheckoutWidget } from '@/application/cart/checkout-widget.port';

interface CentraCheckoutApi {
  suspend(): void;
  resume(): void;
}

declare global {
  interface Window {
    CentraCheckout?: CentraCheckoutApi;
  }
}

/**
 * The commerce backend's checkout script API (docs/product.md#commerce-backend), when its script
 * has run.
 */
export class CentraCheckoutWidget implements CheckoutWidget {
  suspend(): void {
    window.CentraCheckout?.suspend();
  }

  resume(): void {
    window.CentraCheckout?.resume();
  }
}
