import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { CheckoutPaymentStore } from '@/application/cart/checkout-payment.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { PaymentForm } from '@/domain/cart/checkout';
import type { PaymentOutcome } from '@/domain/cart/payment-result';
import { useStore } from '@/ui/shared/container-context';
import { primaryButtonRules } from '@/ui/shared/button-styles';
import { fieldControlRules } from '@/ui/shared/field-styles';
import { colors, tones } from '@/ui/styles/tokens';

const box = css`
  position: relative;
  fieldset {
    display: grid;
    gap: 1rem;
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: 1rem;
    padding: 0;
    font-weight: 600;
  }
  label {
    display: block;
    margin-bottom: 0.35rem;
    font-size: 0.9rem;
  }
  input {
    ${fieldControlRules}
    box-sizing: border-box;
    width: 100%;
  }
  input[aria-invalid='true'] {
    border-color: ${tones.error};
  }
  form p {
    margin: 0;
  }
  .ltp-row {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 1rem;
  }
  .ltp-error,
  .ltp-status {
    display: block;
    margin-top: 0.25rem;
    font-size: 0.85rem;
  }
  .ltp-error {
    color: ${tones.error};
  }
  .ltp-hint,
  .ltp-secured {
    color: ${tones.muted};
    font-size: 0.8rem;
    line-height: 1.45;
  }
  .ltp-secured {
    margin-top: 0.75rem;
  }
  button {
    ${primaryButtonRules}
    width: 100%;
  }
  fieldset:disabled {
    opacity: 0.55;
  }
`;

/** The shop's own word over the widget while it waits: the step is visibly not usable. */
const waiting = css`
  display: flex;
  gap: 0.6rem;
  align-items: center;
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: 2px;
  background: ${colors.beige};
  font-size: 0.95rem;
  &::before {
    content: '';
    flex: none;
    width: 1rem;
    height: 1rem;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: payment-spin 0.8s linear infinite;
  }
  @keyframes payment-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
  }
`;

/** The status line when there is nothing to say: kept in the page for screen readers, no room. */
const quiet = css`
  margin: 0;
`;

const notice = css`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 3px solid ${tones.error};
  background: ${tones.errorSoft};
  line-height: 1.45;
`;

/**
 * docs/product.md#checkout-payment: the commerce backend's payment widget, placed by the checkout
 * widget port after the page has taken over. While the cart changes the widget is paused, and
 * the shop says so beside it (busy for assistive technology, a status line for everyone); while a
 * payment is on its way the same. A payment that could not be sent, or a cart changed elsewhere,
 * is said in an alert above the widget, which is usable again.
 */
export const PaymentStep = observer(function PaymentStep(props: {
  readonly form: PaymentForm;
  readonly onSettled: (outcome: PaymentOutcome) => void;
}) {
  const { form, onSettled } = props;
  const payment = useStore(CheckoutPaymentStore);
  const { t } = useStore(TranslationStore);
  const host = useRef<HTMLDivElement>(null);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (!host.current) return undefined;
    return payment.show(host.current, (outcome) => settled.current(outcome));
  }, [payment, form]);
  useEffect(() => payment.forgetNotice, [payment]);

  const busy = payment.paused || payment.paying;
  return (
    <div className={box} aria-busy={busy}>
      <p role="status" className={busy ? waiting : quiet}>
        {payment.paying
          ? t('Checkout_Payment_Sending')
          : payment.paused
            ? t('Checkout_Payment_Paused')
            : ''}
      </p>
      {payment.notice && (
        <p role="alert" className={notice}>
          {t(
            payment.notice === 'cart-changed' ? 'Checkout_Cart_Changed' : 'Checkout_Payment_Unsent',
          )}
        </p>
      )}
      <div ref={host} data-payment-widget="" />
    </div>
  );
});
