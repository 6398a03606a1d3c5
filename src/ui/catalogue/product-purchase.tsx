import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import type { ProductViewModel } from '@/application/catalogue/product-view-model';
import { RestockDatesStore } from '@/application/marketing/restock-dates.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { SizeGuideName } from '@/domain/sizes/size-guide';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';
import { ProductBuyButton } from './product-buy-button';
import { formatRestockDay } from './restock-day';
import { QuantityControl } from './quantity-control';
import { SizePicker } from './size-picker';
import { WishlistHeart } from './wishlist-heart';

const purchase = css`
  display: grid;
  gap: 1.25rem;
  container-type: inline-size;
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

/**
 * Where the quantity, the add button and the heart do not fit on one line (the 325 px quick view,
 * a phone), the button takes a line of its own, full width, so its label and price never wrap.
 */
const addRow = css`
  @container (max-width: 24rem) {
    display: grid;
    grid-template-columns: 1fr auto;
    & > button:first-of-type {
      grid-row: 2;
      grid-column: 1 / -1;
    }
  }
`;

const heart = css`
  border: 1px solid ${colors.line};
  border-radius: 2px;
  width: 2.75rem;
  height: 2.75rem;
`;

const restockNote = css`
  flex-basis: 100%;
  margin: 0;
  color: ${colors.accent};
  font-size: 0.9375rem;
  &::before {
    content: '';
    display: inline-block;
    width: 0.5rem;
    height: 0.5rem;
    margin-right: 0.5rem;
    border-radius: 50%;
    background: currentColor;
    vertical-align: 0.1em;
  }
`;

/** docs/product.md#restock-dates: when what is sold out is expected back, if the market says. */
const RestockNote = observer(function RestockNote(props: { readonly model: ProductViewModel }) {
  const { t } = useStore(TranslationStore);
  const { today } = useStore(RestockDatesStore);
  const { site } = useStore(SiteStore);
  const day = props.model.expectedRestock;
  if (day === undefined) return null;
  return (
    <p className={restockNote}>
      {t('Product_Restock_Date', { date: formatRestockDay(day, today, site.language) })}
    </p>
  );
});

/**
 * What a product page and the quick view offer to buy (docs/product.md#product-list-item, Product
 * size selection): sizes, the quantity, then add to cart with the price — or notify me / signed up
 * when the chosen size is out of stock, with the day it is expected back where the market's editors
 * gave one — and the wishlist heart. Over the stock limit the add
 * answers with the error toast (docs/product.md#errors), so the button stays pressable once the
 * sizes are chosen.
 */
export const ProductPurchase = observer(function ProductPurchase(props: {
  readonly model: ProductViewModel;
  /** The product's size guide, when its page knows its category. */
  readonly guide?: SizeGuideName | undefined;
}) {
  const { model } = props;
  const { button } = model;
  return (
    <div className={purchase}>
      <SizePicker model={model} guide={props.guide} />
      {button.kind === 'add-to-cart' ? (
        <div className={cx(row, addRow)}>
          <QuantityControl stepper={model} />
          <ProductBuyButton model={model} />
          <WishlistHeart variantId={model.product.id} className={heart} />
        </div>
      ) : (
        <div className={row}>
          <ProductBuyButton model={model} />
          <WishlistHeart variantId={model.product.id} className={heart} />
          <RestockNote model={model} />
        </div>
      )}
    </div>
  );
});
