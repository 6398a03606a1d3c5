// @vitest-environment jsdom
import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkedCard,
  groupedCardNumber,
  mountTestPaymentForms,
  PAYMENT_CALLBACK_EVENT,
  PAYMENT_RESPONSE_EVENT,
  slashedExpiry,
  TEST_CARDS,
} from '@/adapters/memory/test-payment/test-payment-form';

function mountedIn(html: string) {
  document.body.innerHTML = html;
  const [form] = mountTestPaymentForms(document.body);
  if (!form) throw new Error('no provider element');
  return { form };
}

function labelFor(text: string): string {
  const label = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === text);
  return label?.htmlFor ?? '';
}

function fill(number: string, expiry = '12/34', cvc = '123'): void {
  const set = (label: string, value: string) => {
    const input = document.getElementById(labelFor(label)) as HTMLInputElement;
    input.value = value;
  };
  set('Card number', number);
  set('Expiry date (MM/YY)', expiry);
  set('CVC', cvc);
}

function submit(): void {
  document.querySelector('form')?.requestSubmit();
}

const button = () => document.querySelector('button') as HTMLButtonElement;
const fieldset = () => document.querySelector('fieldset') as HTMLFieldSetElement;

describe('the test payment provider’s card form (docs/test-payment-provider.md)', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('shows the amount, in the language asked for, and mounts once per element', () => {
    mountedIn('<div data-lera-test-pay data-language="sv" data-amount="1 234 kr"></div>');
    expect(button().textContent).toBe('Betala 1 234 kr');
    expect(document.querySelector('legend')?.textContent).toBe('Betala med kort');
    expect(mountTestPaymentForms(document.body)).toEqual([]);
  });

  it('raises the payment callback for a test card, and waits for the page’s answer', () => {
    mountedIn('<div data-lera-test-pay data-language="en" data-amount="€12"></div>');
    const heard: unknown[] = [];
    document.addEventListener(PAYMENT_CALLBACK_EVENT, (event) =>
      heard.push((event as CustomEvent).detail),
    );
    fill(TEST_CARDS.approved);
    submit();
    expect(heard).toMatchObject([
      {
        responseEventRequired: true,
        paymentMethodSpecificFields: { success: 'true', cardLast4: '4242' },
      },
    ]);
    expect(fieldset().disabled).toBe(true);
    submit();
    expect(heard).toHaveLength(1);

    document.dispatchEvent(
      new CustomEvent(PAYMENT_RESPONSE_EVENT, { detail: { action: 'retry' } }),
    );
    expect(fieldset().disabled).toBe(false);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      'The payment did not go through. Please try again.',
    );
  });

  it('declines the declined test card, and refuses other numbers without paying', () => {
    mountedIn('<div data-lera-test-pay data-language="en" data-amount="€12"></div>');
    const heard: Record<string, unknown>[] = [];
    document.addEventListener(PAYMENT_CALLBACK_EVENT, (event) =>
      heard.push((event as CustomEvent).detail.paymentMethodSpecificFields),
    );
    fill('4111 1111 1111 1111', '13/30', '1');
    submit();
    expect(heard).toEqual([]);
    expect(document.body.textContent).toContain('Only test cards work here.');
    expect(document.body.textContent).toContain('Enter the date as MM/YY.');
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(3);

    fill(TEST_CARDS.declined);
    submit();
    expect(heard).toMatchObject([{ success: 'false', declineCode: 'card_declined' }]);
  });

  it('is unusable while suspended, says why, and lifts itself after ten seconds', () => {
    vi.useFakeTimers();
    const { form } = mountedIn(
      '<div data-lera-test-pay data-language="en" data-amount="€1"></div>',
    );
    form.suspend();
    expect(fieldset().disabled).toBe(true);
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      'Your order is being updated, one moment.',
    );
    form.resume();
    expect(fieldset().disabled).toBe(false);
    form.suspend();
    vi.advanceTimersByTime(10_000);
    expect(fieldset().disabled).toBe(false);
  });

  test.prop([fc.stringMatching(/^\d{13,19}$/)])(
    'takes only the two test cards as card numbers',
    (digits) => {
      const error = checkedCard(digits, '01/30', '123').errors.number;
      const isTestCard = Object.values(TEST_CARDS).some(
        (card) => card.replace(/ /g, '') === digits,
      );
      expect(error === undefined).toBe(isTestCard);
    },
  );

  it('writes the number in fours and the date with its slash as they are typed', () => {
    mountedIn('<div data-lera-test-pay data-language="en" data-amount="€1"></div>');
    const typeInto = (label: string, text: string) => {
      const input = document.getElementById(labelFor(label)) as HTMLInputElement;
      for (const key of text) {
        input.value += key;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return input.value;
    };
    expect(typeInto('Card number', '4242424242424242')).toBe(TEST_CARDS.approved);
    expect(typeInto('Expiry date (MM/YY)', '1230')).toBe('12/30');
  });

  test.prop([fc.string()])('groups a card number in fours and keeps its digits', (text) => {
    const grouped = groupedCardNumber(text);
    expect(grouped).toMatch(/^(\d{4}( \d{4})*( \d{1,3})?|\d{1,3})?$/);
    expect(grouped.replace(/ /g, '')).toBe(text.replace(/\D/g, '').slice(0, 19));
  });

  test.prop([fc.stringMatching(/^\d{4}$/)])(
    'reads MMYY as MM/YY, and MM/YY unchanged',
    (digits) => {
      const date = `${digits.slice(0, 2)}/${digits.slice(2)}`;
      expect(slashedExpiry(digits)).toBe(date);
      expect(slashedExpiry(date)).toBe(date);
    },
  );
});
