import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import type { QuantityButtons } from '@/domain/stock/quantity-stepper';
import { useStore } from '@/ui/shared/container-context';
import { useState } from 'react';
import type { TypedQuantity } from '@/domain/stock/typed-quantity';
import { colors, tones } from '@/ui/styles/tokens';

const stepper = css`
  display: inline-flex;
  align-items: stretch;
  height: 2.75rem;
  border: 1px solid ${colors.line};
  border-radius: 2px;
  background: #fff;
  button {
    width: 2.5rem;
    border: none;
    background: none;
    font: inherit;
    font-size: 1.125rem;
    color: inherit;
    cursor: pointer;
  }
  button:disabled {
    color: ${colors.line};
    cursor: default;
  }
  input {
    width: 2.5rem;
    border: none;
    background: none;
    font: inherit;
    text-align: center;
    appearance: textfield;
    -moz-appearance: textfield;
  }
  input::-webkit-inner-spin-button,
  input::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
  }
`;

const note = css`
  flex-basis: 100%;
  margin: 0;
  color: ${tones.muted};
  font-size: 0.85rem;
  &:empty {
    display: none;
  }
`;

/**
 * A quantity to step: `PurchaseViewModel` and the view models that hold one (product, hotspot)
 * all are one, so every place that buys binds the control the same way.
 */
export interface QuantityStepper {
  readonly quantity: number;
  readonly quantityButtons: QuantityButtons;
  increment(): void;
  decrement(): void;
  /** Takes a typed quantity, moved within its bounds; says which bound it met. */
  typeQuantity(typed: string): TypedQuantity;
}

/**
 * docs/product.md#validation quantity selector: the quantity ("Quantity") between minus and plus,
 * bounds given. The number can be typed too: taken when the field is left or Enter pressed, moved
 * within the bounds with a word on why (announced).
 */
export const QuantityControl = observer(function QuantityControl(props: {
  readonly stepper: QuantityStepper;
}) {
  const { t } = useStore(TranslationStore);
  const { quantity, quantityButtons: buttons, increment, decrement } = props.stepper;
  // What the shopper is typing, until it is taken; then the stepper's quantity shows again.
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [limited, setLimited] = useState<TypedQuantity['limited']>(undefined);
  const take = () => {
    if (draft === undefined) return;
    setLimited(props.stepper.typeQuantity(draft).limited);
    setDraft(undefined);
  };
  const step = (change: () => void) => () => {
    setLimited(undefined);
    change();
  };
  return (
    <>
      <div className={stepper} role="group" aria-label={t('Quantity')}>
        <button
          type="button"
          aria-label={t('Quantity_Decrease')}
          disabled={buttons.minusDisabled}
          onClick={step(decrement)}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          aria-label={t('Quantity')}
          value={draft ?? quantity}
          min={1}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={take}
          onKeyDown={(event) => {
            if (event.key === 'Enter') take();
          }}
        />
        <button
          type="button"
          aria-label={t('Quantity_Increase')}
          disabled={buttons.plusDisabled}
          onClick={step(increment)}
        >
          +
        </button>
      </div>
      <p className={note} role="status">
        {limited
          ? t(limited.limit === 'max' ? 'Quantity_At_Most' : 'Quantity_At_Least', {
              count: limited.bound,
            })
          : null}
      </p>
    </>
  );
});
