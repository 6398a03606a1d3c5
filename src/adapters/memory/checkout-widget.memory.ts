import type { CheckoutWidget, WidgetHost } from '@/application/cart/checkout-widget.port';
import type { PaymentForm } from '@/domain/cart/checkout';
import type { PaymentOutcome, PaymentReturn } from '@/domain/cart/payment-result';
import { listenToPaymentWidget } from '@/adapters/shared/centra-checkout-events';
import { mountTestPaymentForms, type TestPaymentForm } from './test-payment/test-payment-form';

/**
 * The fake commerce backend's payment step, in-process (docs/test-payment-provider.md): the
 * provider's HTML placed as markup (no scripts), the test provider's card form mounted in it, and
 * the same payment events the HTTP side listens to. Remembers whether it is suspended, and how
 * often it was, for tests.
 */
export class MemoryCheckoutWidget implements CheckoutWidget {
  suspended = false;
  readonly calls: ('suspend' | 'resume')[] = [];
  private forms: TestPaymentForm[] = [];

  show(
    host: WidgetHost,
    form: PaymentForm,
    pay: (result: PaymentReturn) => Promise<PaymentOutcome>,
  ): () => void {
    const stopListening = listenToPaymentWidget(host.ownerDocument, pay);
    host.innerHTML = form.paymentHTML;
    const forms = mountTestPaymentForms(host);
    this.forms.push(...forms);
    if (this.suspended) forms.forEach((each) => each.suspend());
    return () => {
      stopListening();
      forms.forEach((each) => each.unmount());
      this.forms = this.forms.filter((each) => !forms.includes(each));
      host.replaceChildren();
    };
  }

  suspend(): void {
    this.suspended = true;
    this.calls.push('suspend');
    this.forms.forEach((form) => form.suspend());
  }

  resume(): void {
    this.suspended = false;
    this.calls.push('resume');
    this.forms.forEach((form) => form.resume());
  }
}
