import type { Cart } from '@/domain/cart/cart';
import type { PaymentForm } from '@/domain/cart/checkout';

/** Found in the fake checkout script, so tests and QA can tell it from the real one. */
export const FAKE_CHECKOUT_SCRIPT_MARKER = 'fake-centra-checkout';

/**
 * The payment step of the shop's test payment provider (docs/test-payment-provider.md,
 * docs/product.md#cart-data paymentHTML, centraCheckoutScript): an element the provider's card
 * form is mounted in, with the amount and language it shows, and a checkout script that pauses
 * and resumes that form as `CentraCheckout.suspend()` / `resume()` pause a real widget. The memory
 * widget mounts the form in-process; the stub backend adds the provider's script to the HTML.
 */
export function fakePaymentForm(cart: Cart): PaymentForm {
  const language = cart.checkout?.language === 'sv' ? 'sv' : 'en';
  return {
    paymentHTML: `<div data-lera-test-pay data-language="${language}" data-amount="${escapeAttribute(cart.totals.grandTotalPrice)}"></div>`,
    centraCheckoutScript: [
      `/* ${FAKE_CHECKOUT_SCRIPT_MARKER} */`,
      'window.CentraCheckout = {',
      '  suspend: function () { if (window.LeraTestPay) window.LeraTestPay.suspend(); },',
      '  resume: function () { if (window.LeraTestPay) window.LeraTestPay.resume(); },',
      '};',
    ].join('\n'),
  };
}

function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
