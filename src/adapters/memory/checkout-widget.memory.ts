import type { CheckoutWidget } from '@/application/cart/checkout-widget.port';

/** The fake payment form's widget: remembers whether it is suspended, and how often it was. */
export class MemoryCheckoutWidget implements CheckoutWidget {
  suspended = false;
  readonly calls: ('suspend' | 'resume')[] = [];

  suspend(): void {
    this.suspended = true;
    this.calls.push('suspend');
  }

  resume(): void {
    this.suspended = false;
    this.calls.push('resume');
  }
}
