import { css } from '@linaria/core';
import { useState, type FormEvent } from 'react';
import type { PaymentReturn } from '@/domain/cart/payment-result';
import { primaryButtonRules } from '@/ui/shared/button-styles';

const box = css`
  form {
    display: grid;
    gap: 1.25rem;
  }
  p {
    margin: 0;
    font-size: 1.1rem;
  }
  button {
    ${primaryButtonRules}
  }
  &[aria-busy='true'] button {
    opacity: 0.6;
    pointer-events: none;
  }
`;

/**
 * docs/product.md#cart-data paymentHTML: the payment provider's form, placed in the page as the
 * commerce backend sends it. It is trusted commerce markup from the shop's own backend
 * (docs/decisions/0024-payment-html-is-trusted-markup.md); markup set this way never runs scripts. Its submit does not leave the page:
 * the fields it posts (the pressed button's too) are handed to `onResult` as the payment result
 * (docs/product.md#commerce-backend `POST /cart/payment-result`).
 */
export function PaymentStep(props: {
  readonly html: string;
  readonly onResult: (result: PaymentReturn) => Promise<void>;
}) {
  const { html, onResult } = props;
  const [paying, setPaying] = useState(false);

  const submitted = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    if (paying) return;
    setPaying(true);
    void onResult(formFields(form, (event.nativeEvent as SubmitEvent).submitter)).finally(() =>
      setPaying(false),
    );
  };

  return (
    <div
      className={box}
      aria-busy={paying}
      onSubmit={submitted}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A form's text fields, and the name and value of the button that sent it. */
function formFields(form: HTMLFormElement, submitter: HTMLElement | null): PaymentReturn {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  if (submitter instanceof HTMLButtonElement && submitter.name) {
    fields[submitter.name] = submitter.value;
  }
  return fields;
}
