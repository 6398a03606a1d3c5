import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import type { QuantityButtons } from '@/domain/stock/quantity-stepper';
import { useStore } from '../app/container-context';
import { colors } from '../styles/tokens';

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

/**
 * A quantity to step: `PurchaseViewModel` and the view models that hold one (product, hotspot)
 * all are one, so every place that buys binds the control the same way.
 */
export interface QuantityStepper {
  readonly quantity: number;
  readonly quantityButtons: QuantityButtons;
  increment(): void;
  decrement(): void;
}

/**
 * docs/product.md#validation quantity selector: the quantity ("Quantity") between minus and plus,
 * bounds given.
 */
export const QuantityControl = observer(function QuantityControl(props: {
  readonly stepper: QuantityStepper;
}) {
  const { t } = useStore(TranslationStore);
  const { quantity, quantityButtons: buttons, increment, decrement } = props.stepper;
  return (
    <div className={stepper} role="group" aria-label={t('Quantity')}>
      <button
        type="button"
        aria-label={t('Quantity_Decrease')}
        disabled={buttons.minusDisabled}
        onClick={decrement}
      >
        −
      </button>
      <input type="number" aria-label={t('Quantity')} value={quantity} readOnly min={1} />
      <button
        type="button"
        aria-label={t('Quantity_Increase')}
        disabled={buttons.plusDisabled}
        onClick={increment}
      >
        +
      </button>
    </div>
  );
});
