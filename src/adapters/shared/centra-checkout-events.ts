import * as z from 'zod/mini';
import {
  widgetResponse,
  type PaymentOutcome,
  type PaymentReturn,
} from '@/domain/cart/payment-result';

/** Raised by a payment widget when the shopper has paid (Centra's payment flow). */
export const PAYMENT_CALLBACK_EVENT = 'centra_checkout_payment_callback';
/** Raised by the shop to tell the widget how the payment ended. */
export const PAYMENT_RESPONSE_EVENT = 'centra_checkout_payment_response';

const paymentCallbackSchema = z.object({
  responseEventRequired: z.optional(z.boolean()),
  paymentMethodSpecificFields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});

/**
 * Listens to a payment widget the way Centra's checkout expects a shop to
 * (docs/test-payment-provider.md): each `centra_checkout_payment_callback` hands the provider's
 * fields to `pay`, and, when the widget asks for it, `centra_checkout_payment_response` tells it
 * the outcome. A callback no schema takes is a broken widget: logged, and the widget told to let
 * the shopper try again. Answers a function that stops listening.
 */
export function listenToPaymentWidget(
  target: EventTarget,
  pay: (result: PaymentReturn) => Promise<PaymentOutcome>,
): () => void {
  const respond = (action: ReturnType<typeof widgetResponse>) =>
    target.dispatchEvent(new CustomEvent(PAYMENT_RESPONSE_EVENT, { detail: { action } }));
  const onCallback = (event: Event) => {
    const parsed = z.safeParse(paymentCallbackSchema, (event as CustomEvent<unknown>).detail);
    if (!parsed.success) {
      console.error("Couldn't read the payment widget's answer", z.prettifyError(parsed.error));
      respond('retry');
      return;
    }
    const { paymentMethodSpecificFields, responseEventRequired = false } = parsed.data;
    void pay(paymentMethodSpecificFields).then((outcome) => {
      if (responseEventRequired) respond(widgetResponse(outcome));
    });
  };
  target.addEventListener(PAYMENT_CALLBACK_EVENT, onCallback);
  return () => target.removeEventListener(PAYMENT_CALLBACK_EVENT, onCallback);
}
