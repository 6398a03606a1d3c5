/**
 * The shop's stand-in for a payment provider's embedded card form (docs/test-payment-provider.md):
 * what the memory fake mounts in-process and what the stub backend serves as the provider's
 * script, so both run modes show one widget. It imports nothing, because the stub serves this very
 * file to the browser with only its types taken off.
 *
 * It talks to the page as Centra's embedded payment widgets do: a valid card raises
 * `centra_checkout_payment_callback` on the document, and the form waits for the page's
 * `centra_checkout_payment_response` before it can be used again; `suspend()` and `resume()`
 * make it unusable and usable while the order changes, and a suspension lifts itself after ten
 * seconds, as Klarna's checkout does, so a lost resume never freezes the page.
 */

/** Test card numbers, as payment providers publish theirs: one approves, one is declined. */
export const TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** The element the provider's HTML holds, with what the form needs to know. */
export const TEST_PAYMENT_SELECTOR = '[data-lera-test-pay]';

export const PAYMENT_CALLBACK_EVENT = 'centra_checkout_payment_callback';
export const PAYMENT_RESPONSE_EVENT = 'centra_checkout_payment_response';

const SUSPENSION_LIMIT_MS = 10_000;

/** The widget's own controls, for the commerce backend's script (or the fake) to drive. */
export interface TestPaymentForm {
  suspend(): void;
  resume(): void;
  unmount(): void;
}

type Language = 'sv' | 'en';

const TEXTS = {
  sv: {
    legend: 'Betala med kort',
    number: 'Kortnummer',
    expiry: 'Giltigt till (MM/ÅÅ)',
    cvc: 'CVC',
    pay: 'Betala',
    hint: `Testläge: ${TEST_CARDS.approved} godkänns, ${TEST_CARDS.declined} nekas. Valfritt framtida datum och CVC.`,
    badNumber: 'Skriv kortnumret, 13–19 siffror.',
    notTestCard: 'Här fungerar bara testkort.',
    badExpiry: 'Skriv datumet som MM/ÅÅ.',
    badCvc: 'Skriv de 3 eller 4 siffrorna på kortets baksida.',
    paused: 'Beställningen uppdateras, vänta ett ögonblick.',
    paying: 'Betalningen behandlas…',
    retry: 'Betalningen gick inte igenom. Försök igen.',
    secured: 'Lera Test Pay · testläge',
  },
  en: {
    legend: 'Pay by card',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    hint: `Test mode: ${TEST_CARDS.approved} is approved, ${TEST_CARDS.declined} is declined. Any future date and CVC.`,
    badNumber: 'Enter the card number, 13–19 digits.',
    notTestCard: 'Only test cards work here.',
    badExpiry: 'Enter the date as MM/YY.',
    badCvc: 'Enter the 3 or 4 digits on the back of the card.',
    paused: 'Your order is being updated, one moment.',
    paying: 'Processing your payment…',
    retry: 'The payment did not go through. Please try again.',
    secured: 'Lera Test Pay · test mode',
  },
} as const;

let mounted = 0;

/**
 * Builds the card form inside `host` (an element matching TEST_PAYMENT_SELECTOR, whose
 * `data-amount` and `data-language` say what is paid and in which language).
 */
export function mountTestPaymentForm(host: HTMLElement): TestPaymentForm {
  const doc = host.ownerDocument;
  const language: Language = host.dataset.language === 'sv' ? 'sv' : 'en';
  const text = TEXTS[language];
  const id = `lera-test-pay-${++mounted}`;
  const amount = host.dataset.amount ?? '';
  let suspendedAt: ReturnType<typeof setTimeout> | undefined;
  let paying = false;

  host.innerHTML = `
    <form novalidate class="ltp-form" aria-describedby="${id}-hint">
      <fieldset class="ltp-fieldset">
        <legend>${text.legend}</legend>
        ${field(id, 'number', text.number, 'cc-number', 'numeric')}
        <div class="ltp-row">
          ${field(id, 'expiry', text.expiry, 'cc-exp', 'numeric')}
          ${field(id, 'cvc', text.cvc, 'cc-csc', 'numeric')}
        </div>
        <p class="ltp-hint" id="${id}-hint">${text.hint}</p>
        <button type="submit" class="ltp-pay">${text.pay} ${escapeText(amount)}</button>
      </fieldset>
      <p class="ltp-status" role="status" aria-live="polite"></p>
      <p class="ltp-secured">${text.secured}</p>
    </form>`;
  const form = host.querySelector('form') as HTMLFormElement;
  const fieldset = host.querySelector('fieldset') as HTMLFieldSetElement;
  const status = host.querySelector('.ltp-status') as HTMLElement;
  const input = (name: string) => host.querySelector(`#${id}-${name}`) as HTMLInputElement;

  const usable = (can: boolean, message: string) => {
    fieldset.disabled = !can;
    form.setAttribute('aria-busy', String(!can));
    status.textContent = message;
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (paying || fieldset.disabled) return;
    const card = checkedCard(input('number').value, input('expiry').value, input('cvc').value);
    for (const name of ['number', 'expiry', 'cvc'] as const) {
      showError(host, `${id}-${name}`, card.errors[name] ? text[card.errors[name]] : '');
    }
    const firstWrong = (['number', 'expiry', 'cvc'] as const).find((name) => card.errors[name]);
    if (firstWrong) {
      input(firstWrong).focus();
      return;
    }
    paying = true;
    usable(false, text.paying);
    const approved = card.digits === digitsOf(TEST_CARDS.approved);
    doc.dispatchEvent(
      new CustomEvent(PAYMENT_CALLBACK_EVENT, {
        detail: {
          responseEventRequired: true,
          addressIncluded: false,
          paymentMethod: 'lera-test-pay',
          paymentMethodSpecificFields: {
            provider: 'lera-test-pay',
            success: approved ? 'true' : 'false',
            reference: `ltp_${card.digits.slice(-4)}_${mounted}`,
            cardLast4: card.digits.slice(-4),
            ...(approved ? {} : { declineCode: 'card_declined' }),
          },
        },
      }),
    );
  };

  const onResponse = (event: Event) => {
    if (!paying) return;
    paying = false;
    const detail = (event as CustomEvent<{ action?: unknown }>).detail;
    if (detail?.action === 'success') return;
    usable(true, detail?.action === 'retry' ? text.retry : '');
  };

  // Written as the card shows it while typed: the number in fours, the date with its slash.
  const shapes = [
    [input('number'), groupedCardNumber],
    [input('expiry'), slashedExpiry],
  ] as const;
  const shapers = shapes.map(([control, shape]) => {
    const reshape = () => keepShape(control, shape);
    control.addEventListener('input', reshape);
    return () => control.removeEventListener('input', reshape);
  });

  form.addEventListener('submit', onSubmit);
  doc.addEventListener(PAYMENT_RESPONSE_EVENT, onResponse);

  const resume = () => {
    clearTimeout(suspendedAt);
    suspendedAt = undefined;
    if (!paying) usable(true, '');
  };

  return {
    suspend() {
      if (paying) return;
      clearTimeout(suspendedAt);
      suspendedAt = setTimeout(resume, SUSPENSION_LIMIT_MS);
      usable(false, text.paused);
    },
    resume,
    unmount() {
      clearTimeout(suspendedAt);
      shapers.forEach((stop) => stop());
      form.removeEventListener('submit', onSubmit);
      doc.removeEventListener(PAYMENT_RESPONSE_EVENT, onResponse);
      host.replaceChildren();
    },
  };
}

/** Mounts a form in every provider element under `root` not yet holding one. */
export function mountTestPaymentForms(root: ParentNode): TestPaymentForm[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TEST_PAYMENT_SELECTOR))
    .filter((host) => host.dataset.mounted !== 'true')
    .map((host) => {
      host.dataset.mounted = 'true';
      return mountTestPaymentForm(host);
    });
}

type CardError = 'badNumber' | 'notTestCard' | 'badExpiry' | 'badCvc';

interface CheckedCard {
  readonly digits: string;
  readonly errors: Partial<Record<'number' | 'expiry' | 'cvc', CardError>>;
}

/** A provider's own checks: a Luhn-valid number that is a test card, MM/YY, 3–4 digit CVC. */
export function checkedCard(number: string, expiry: string, cvc: string): CheckedCard {
  const digits = digitsOf(number);
  const errors: CheckedCard['errors'] = {};
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'badNumber';
  else if (!Object.values(TEST_CARDS).some((card) => digitsOf(card) === digits)) {
    errors.number = 'notTestCard';
  }
  const month = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry)?.[1];
  if (month === undefined || Number(month) < 1 || Number(month) > 12) errors.expiry = 'badExpiry';
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.cvc = 'badCvc';
  return { digits, errors };
}

/** A card number as printed on the card: its digits (at most 19) in groups of four. */
export function groupedCardNumber(text: string): string {
  return (
    text
      .replace(/\D/g, '')
      .slice(0, 19)
      .match(/\d{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** An expiry date as MM/YY: the slash goes in once the year starts, so `1230` reads `12/30`. */
export function slashedExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Reshapes a field's text in place, the caret after the same digit as before, so typing or
 * deleting in the middle of a number does not throw it to the end.
 */
function keepShape(control: HTMLInputElement, shape: (text: string) => string): void {
  const shaped = shape(control.value);
  if (shaped === control.value) return;
  const caret = control.selectionStart ?? control.value.length;
  const digitsBefore = control.value.slice(0, caret).replace(/\D/g, '').length;
  control.value = shaped;
  let at = 0;
  for (let seen = 0; at < shaped.length && seen < digitsBefore; at += 1) {
    if (/\d/.test(shaped[at] ?? '')) seen += 1;
  }
  control.setSelectionRange(at, at);
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function digitsOf(text: string): string {
  return text.replace(/[\s-]/g, '');
}

function field(id: string, name: string, label: string, autocomplete: string, mode: string) {
  return `<p class="ltp-field">
      <label for="${id}-${name}">${label}</label>
      <input id="${id}-${name}" name="${name}" type="text" inputmode="${mode}"
        autocomplete="${autocomplete}" aria-describedby="${id}-${name}-error" />
      <span class="ltp-error" id="${id}-${name}-error"></span>
    </p>`;
}

function showError(host: HTMLElement, inputId: string, message: string): void {
  const control = host.querySelector(`#${inputId}`) as HTMLInputElement;
  const error = host.querySelector(`#${inputId}-error`) as HTMLElement;
  error.textContent = message;
  if (message) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
