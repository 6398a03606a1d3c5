import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import type { PurchaseViewModel } from '@/application/catalogue/purchase-view-model';
import { TranslationStore } from '@/application/site/translation.store';
import type { ProductListButton } from '@/domain/stock/product-list-button';
import { useStore } from '@/ui/shared/container-context';
import { media } from '@/ui/styles/breakpoints';
import { colors } from '@/ui/styles/tokens';
import { roundOnPicture } from './product-grid';

/**
 * A phone's quick add: one round control in the picture's corner, so the card keeps picture,
 * name and price together (docs/decisions/0116-a-phone-card-is-one-link.md). From 768 px the
 * card's pair of buttons over the picture takes over.
 */
const place = css`
  position: absolute;
  right: 0.5rem;
  bottom: 0.5rem;
  z-index: 1;
  ${media.md} {
    display: none;
  }
`;

const round = css`
  box-shadow: 0 1px 3px rgb(31 28 25 / 12%);
  svg {
    width: 1.125rem;
    height: 1.125rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.6;
    stroke-linecap: round;
  }
  &:disabled {
    cursor: default;
  }
`;

const pill = css`
  min-height: 2.25rem;
  padding: 0 0.875rem;
  border: none;
  border-radius: 1.125rem;
  background: rgb(255 255 255 / 92%);
  color: ${colors.ink};
  font: inherit;
  font-size: 0.8rem;
  letter-spacing: 0.03em;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`;

const PLUS = 'M12 5v14M5 12h14';
const TICK = 'M5 12.5l4.5 4.5L19 7.5';

/**
 * The card's compact add (docs/product.md#product-list-item): a one-size product goes straight
 * into the cart, one with several sizes opens the quick view to choose, a sold-out one offers
 * notify me (or says signed up).
 */
export const CardQuickAdd = observer(function CardQuickAdd(props: {
  readonly button: ProductListButton;
  readonly severalSizes: boolean;
  readonly purchase: PurchaseViewModel;
  /** The card's add-to-cart form, which a one-size add submits (docs/product.md#before-scripts). */
  readonly addFormId: string;
  readonly productName: string;
  readonly onChooseSize: () => void;
  readonly onNotify: () => void;
}) {
  const { button, purchase } = props;
  const { t } = useStore(TranslationStore);
  if (button.kind !== 'add-to-cart') {
    return (
      <div className={place}>
        <button
          type="button"
          className={pill}
          disabled={button.kind === 'signed-up'}
          onClick={props.onNotify}
        >
          {button.kind === 'signed-up' ? t('Product_Signed_Up') : t('Product_Notify_Me')}
        </button>
      </div>
    );
  }
  return (
    <div className={place}>
      <button
        type={props.severalSizes ? 'button' : 'submit'}
        form={props.severalSizes ? undefined : props.addFormId}
        className={cx(roundOnPicture, round)}
        aria-label={t('Product_Card_Add', { name: props.productName })}
        aria-haspopup={props.severalSizes ? 'dialog' : undefined}
        disabled={purchase.isAdding}
        onClick={props.severalSizes ? props.onChooseSize : undefined}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={purchase.justAdded ? TICK : PLUS} />
        </svg>
      </button>
    </div>
  );
});
