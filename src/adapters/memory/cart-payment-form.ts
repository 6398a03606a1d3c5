import type { Cart } from '@/domain/cart/cart';
import type { PaymentForm } from '@/domain/cart/checkout';

/** Found in the fake checkout script, so tests and QA can tell it from the real one. */
export const FAKE_CHECKOUT_SCRIPT_MARKER = 'fake-centra-checkout';

/**
 * A payment step with no payment provider behind it (docs/product.md#cart-data paymentHTML,
 * centraCheckoutScript): a form that "pays" the cart's total by sending `success=true`, and a
 * script that gives the page the pause and resume calls of the real checkout widget.
 */
export function fakePaymentForm(cart: Cart): PaymentForm {
  const swedish = cart.checkout?.language === 'sv';
  const total = escapeHtml(cart.totals.grandTotalPrice);
  return {
    paymentHTML: [
      '<form data-fake-payment method="post">',
      `<p>${swedish ? 'Att betala' : 'To pay'}: ${total}</p>`,
      `<button type="submit" name="success" value="true">${swedish ? 'Betala' : 'Pay'}</button>`,
      '</form>',
    ].join(''),
    centraCheckoutScript: [
      `/* ${FAKE_CHECKOUT_SCRIPT_MARKER} */`,
      'window.CentraCheckout = window.CentraCheckout || { suspend: function () {}, resume: function () {} };',
    ].join('\n'),
  };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
