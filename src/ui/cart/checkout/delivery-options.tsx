import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { CartStore } from '@/application/cart/cart.store';
import { TranslationStore } from '@/application/site/translation.store';
import { chosenDelivery } from '@/domain/cart/delivery-options';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';
import { card } from './checkout-styles';

const group = css`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin: 0 0 1.25rem;
    padding: 0;
    color: ${tones.muted};
    font-size: 0.875rem;
  }
  &:disabled label {
    cursor: progress;
  }
`;

const choice = css`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 0.75rem;
  align-items: center;
  min-height: 3.25rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${colors.line};
  border-radius: 2px;
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${colors.ink};
    box-shadow: inset 0 0 0 1px ${colors.ink};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${colors.accent};
    outline-offset: 1px;
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${colors.ink};
  }
  span:last-child {
    white-space: nowrap;
  }
`;

/**
 * docs/product.md#delivery-options: the checkout's own card listing how the order can be
 * delivered, each option named as the commerce backend names it and priced (free as the totals
 * say it); choosing one reprices the cart. Shown whenever the cart has lines, so the prices are
 * seen early; held still while the cart is changing.
 */
export const DeliveryOptions = observer(function DeliveryOptions() {
  const cart = useStore(CartStore);
  const { t } = useStore(TranslationStore);
  const [asked, setAsked] = useState<string>();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const options = cart.selection?.deliveryOptions ?? [];
  if (options.length === 0) return null;
  const shown = asked ?? chosenDelivery(cart.selection)?.id;

  const choose = async (id: string) => {
    setAsked(id);
    await cart.chooseDelivery(id);
    setAsked(undefined);
    // The group is disabled while the cart changes, which takes the focus from the radio a
    // keyboard chose with: it is given back, so the arrows go on choosing.
    const active = document.activeElement;
    if (!active || active === document.body) {
      fieldset.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  };

  return (
    <section className={card} aria-labelledby="checkout-delivery" aria-busy={cart.isUpdating}>
      <h2 id="checkout-delivery">{t('Checkout_Delivery')}</h2>
      <fieldset ref={fieldset} className={group} disabled={cart.isUpdating}>
        <legend>{t('Checkout_Delivery_Legend')}</legend>
        {options.map((option) => (
          <label key={option.id} className={choice}>
            <input
              type="radio"
              name="deliveryOption"
              value={option.id}
              checked={option.id === shown}
              onChange={() => void choose(option.id)}
            />
            <span>{option.name}</span>{' '}
            <span>{option.priceAsNumber === 0 ? t('Cart_Shipping_Free') : option.price}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
});
