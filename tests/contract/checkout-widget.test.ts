// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CentraCheckoutWidget } from '@/adapters/browser/centra-checkout-widget';
import { MemoryCheckoutWidget } from '@/adapters/memory/checkout-widget.memory';
import {
  PAYMENT_CALLBACK_EVENT,
  PAYMENT_RESPONSE_EVENT,
} from '@/adapters/shared/centra-checkout-events';
import type { CheckoutWidget } from '@/application/cart/checkout-widget.port';
import type { PaymentOutcome } from '@/domain/cart/payment-result';

const FORM = { paymentHTML: '<div data-provider>the provider’s form</div>' };

/** What a provider's script raises when the shopper has paid. */
function providerPays(fields: Record<string, string>, responseEventRequired = true): void {
  document.dispatchEvent(
    new CustomEvent(PAYMENT_CALLBACK_EVENT, {
      detail: { responseEventRequired, paymentMethodSpecificFields: fields },
    }),
  );
}

function responses(): string[] {
  const heard: string[] = [];
  document.addEventListener(PAYMENT_RESPONSE_EVENT, (event) =>
    heard.push((event as CustomEvent<{ action: string }>).detail.action),
  );
  return heard;
}

/**
 * The checkout widget port (docs/product.md#checkout-payment), held by both adapters: the
 * provider's HTML placed in the host, its payment callback handed to the shop with the provider's
 * fields, the outcome told back, and nothing heard once the step is taken away.
 */
describe.each<[string, () => CheckoutWidget]>([
  ['memory', () => new MemoryCheckoutWidget()],
  ['Centra (http)', () => new CentraCheckoutWidget()],
])('CheckoutWidget (%s)', (_name, makeWidget) => {
  afterEach(() => document.body.replaceChildren());

  it('places the provider’s HTML, hands its payment to the shop and tells it the outcome', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const heard = responses();
    const order = { kind: 'ordered', order: { order: 'LR-1' } } as unknown as PaymentOutcome;
    const pay = vi.fn(() => Promise.resolve(order));
    const hide = makeWidget().show(host, FORM, pay);
    expect(host.querySelector('[data-provider]')?.textContent).toBe('the provider’s form');

    providerPays({ success: 'true', reference: 'r1' });
    await vi.waitFor(() => expect(heard).toEqual(['success']));
    expect(pay).toHaveBeenCalledWith({ success: 'true', reference: 'r1' });

    hide();
    expect(host.childElementCount).toBe(0);
    providerPays({ success: 'true' });
    await Promise.resolve();
    expect(pay).toHaveBeenCalledTimes(1);
  });

  it('tells the provider to let the shopper retry after an unsent payment, and after a callback it cannot read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = document.body.appendChild(document.createElement('div'));
    const heard = responses();
    const pay = vi.fn(() => Promise.resolve<PaymentOutcome>({ kind: 'unsent' }));
    const hide = makeWidget().show(host, FORM, pay);
    providerPays({ success: 'true' });
    await vi.waitFor(() => expect(heard).toEqual(['retry']));
    document.dispatchEvent(new CustomEvent(PAYMENT_CALLBACK_EVENT, { detail: { nonsense: 1 } }));
    expect(heard).toEqual(['retry', 'retry']);
    expect(pay).toHaveBeenCalledTimes(1);
    hide();
    vi.restoreAllMocks();
  });
});

describe('CentraCheckoutWidget', () => {
  afterEach(() => {
    document.head.querySelectorAll('script[data-centra-checkout]').forEach((s) => s.remove());
  });

  it('keeps one checkout script in the page while its text stays the same', () => {
    const widget = new CentraCheckoutWidget();
    const host = document.body.appendChild(document.createElement('div'));
    const form = { ...FORM, centraCheckoutScript: 'window.__checkout = 1;' };
    widget.show(host, form, vi.fn())();
    widget.show(host, form, vi.fn())();
    expect(document.head.querySelectorAll('script[data-centra-checkout]')).toHaveLength(1);
    widget.show(host, { ...form, centraCheckoutScript: 'window.__checkout = 2;' }, vi.fn())();
    const scripts = document.head.querySelectorAll('script[data-centra-checkout]');
    expect(Array.from(scripts, (script) => script.textContent)).toEqual(['window.__checkout = 2;']);
  });
});
