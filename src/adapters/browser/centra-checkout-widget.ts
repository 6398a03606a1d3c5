import type { CheckoutWidget, WidgetHost } from '@/application/cart/checkout-widget.port';
import type { PaymentForm } from '@/domain/cart/checkout';
import type { PaymentOutcome, PaymentReturn } from '@/domain/cart/payment-result';
import { listenToPaymentWidget } from '@/adapters/shared/centra-checkout-events';

interface CentraCheckoutApi {
  suspend(suspendIgnore?: unknown): void;
  resume(suspendIgnore?: unknown): void;
}

declare global {
  interface Window {
    CentraCheckout?: CentraCheckoutApi;
  }
}

/**
 * The commerce backend's payment step as its checkout expects to be embedded
 * (docs/product.md#checkout-payment): the checkout script runs once per page, kept in the head
 * while its text stays the same; the provider's HTML is placed as markup that runs its own
 * scripts, because a provider's form is built by them. Both come only from the commerce
 * backend's answer (docs/decisions/0024-payment-html-is-trusted-markup.md), never from content.
 */
export class CentraCheckoutWidget implements CheckoutWidget {
  private script: HTMLScriptElement | undefined;

  show(
    host: WidgetHost,
    form: PaymentForm,
    pay: (result: PaymentReturn) => Promise<PaymentOutcome>,
  ): () => void {
    const document = host.ownerDocument;
    if (form.centraCheckoutScript) this.runCheckoutScript(document, form.centraCheckoutScript);
    const stopListening = listenToPaymentWidget(document, pay);
    // A contextual fragment's scripts run when it is inserted; innerHTML's never do.
    host.replaceChildren(document.createRange().createContextualFragment(form.paymentHTML));
    return () => {
      stopListening();
      host.replaceChildren();
    };
  }

  suspend(): void {
    window.CentraCheckout?.suspend();
  }

  resume(): void {
    window.CentraCheckout?.resume();
  }

  private runCheckoutScript(document: Document, source: string): void {
    if (this.script?.isConnected && this.script.text === source) return;
    this.script?.remove();
    const script = document.createElement('script');
    script.dataset.centraCheckout = '';
    script.text = source;
    document.head.append(script);
    this.script = script;
  }
}
