import { css } from '@linaria/core';
import { outlineButtonRules } from '@/ui/shared/button-styles';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { CartStore } from '@/application/cart/cart.store';
import { TranslationStore } from '@/application/site/translation.store';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';

const form = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem;
  label {
    grid-column: 1 / -1;
    font-size: 0.85rem;
  }
  input {
    min-width: 0;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${colors.line};
    border-radius: 2px;
    background: #fff;
    font: inherit;
    text-transform: uppercase;
  }
  button {
    ${outlineButtonRules}
  }
`;

const refusal = css`
  grid-column: 1 / -1;
  margin: 0;
  color: ${tones.error};
  font-size: 0.85rem;
`;

const applied = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    padding: 0.25rem 0.4rem 0.25rem 0.75rem;
    border-radius: 999px;
    background: ${colors.beige};
    font-size: 0.85rem;
    letter-spacing: 0.04em;
  }
  button {
    width: 1.5rem;
    height: 1.5rem;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: none;
    color: inherit;
    font: inherit;
    line-height: 1;
    cursor: pointer;
  }
  button:hover {
    background: #fff;
  }
`;

/**
 * docs/product.md#commerce-backend `/cart/vouchers/{code}`: the discount-code field and the applied
 * codes, each with a remove button. A refused code is logged by the store, without a toast
 * (docs/product.md#errors); here the shopper is told under the field, which keeps the code so it
 * can be corrected, and a screen reader announces it. Applying a code
 * disables the emptied "Apply code" button, and removing one removes its button: focus goes back to
 * the field rather than to nowhere ( keyboard; the cart dialog keeps it).
 */
export const VoucherForm = observer(function VoucherForm() {
  const cart = useStore(CartStore);
  const { t } = useStore(TranslationStore);
  const id = useId();
  const [code, setCode] = useState('');
  /** The code the shop just refused, until the shopper changes the field. */
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const refusalId = `${id}-refused`;
  const field = useRef<HTMLInputElement>(null);
  const refocus = () => field.current?.focus();
  const vouchers = cart.selection?.vouchers ?? [];

  return (
    <div>
      <form
        className={form}
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = code.trim();
          if (wanted === '') return;
          void cart.addVoucher(wanted).then((added) => {
            if (!added) {
              setRefused(wanted.toUpperCase());
              return;
            }
            setRefused(undefined);
            setCode('');
            refocus();
          });
        }}
      >
        <label htmlFor={`${id}-code`}>{t('Cart_Voucher_Label')}</label>
        <input
          ref={field}
          id={`${id}-code`}
          name="voucher"
          autoComplete="off"
          value={code}
          aria-invalid={refused !== undefined || undefined}
          aria-describedby={refused !== undefined ? refusalId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setRefused(undefined);
          }}
        />
        <button type="submit" disabled={code.trim() === ''}>
          {t('Cart_Voucher_Apply')}
        </button>
        {refused !== undefined ? (
          // An alert is announced as it appears.
          <p id={refusalId} className={refusal} role="alert">
            {t('Cart_Voucher_Refused', { code: refused })}
          </p>
        ) : null}
      </form>
      {vouchers.length > 0 ? (
        <ul className={applied}>
          {vouchers.map((voucher) => (
            <li key={voucher}>
              {voucher}
              <button
                type="button"
                aria-label={t('Cart_Voucher_Remove', { code: voucher })}
                onClick={() => void cart.removeVoucher(voucher).then(refocus)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
