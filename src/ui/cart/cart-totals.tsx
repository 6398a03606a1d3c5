import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { CartTotals as Totals } from '@/domain/cart/cart';
import { formatPrice } from '@/domain/money/price-format';
import { useStore } from '../app/container-context';
import { colors } from '../styles/tokens';

const list = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 0;
  margin: 0;
  dt,
  dd {
    margin: 0;
  }
  dd {
    padding-left: 1rem;
    text-align: right;
    white-space: nowrap;
  }
`;

const grand = css`
  padding-top: 0.75rem;
  border-top: 1px solid ${colors.line};
  font-size: 1.1rem;
  font-weight: 600;
`;

/**
 * docs/product.md#cart-data totals as the cart panel and the checkout show them: the lines' sum
 * (when the backend sends it), the voucher discount, shipping (free at 0) and the grand total.
 */
export const CartTotals = observer(function CartTotals(props: { readonly totals: Totals }) {
  const { totals } = props;
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const currency = sites.current?.pricelist.currency;
  const subtotal =
    totals.itemsTotalPriceAsNumber !== undefined && currency
      ? formatPrice(totals.itemsTotalPriceAsNumber, currency, sites.site)
      : undefined;
  const hasDiscount = (totals.totalDiscountPriceAsNumber ?? 0) > 0 && totals.totalDiscountPrice;

  return (
    <dl className={list}>
      {subtotal ? (
        <>
          <dt>{t('Cart_Subtotal')}</dt>
          <dd>{subtotal}</dd>
        </>
      ) : null}
      {hasDiscount ? (
        <>
          <dt>{t('Cart_Discount')}</dt>
          <dd>−{totals.totalDiscountPrice}</dd>
        </>
      ) : null}
      <dt>{t('Cart_Shipping')}</dt>
      <dd>{totals.shippingPriceAsNumber === 0 ? t('Cart_Shipping_Free') : totals.shippingPrice}</dd>
      <dt className={grand}>{t('Cart_Total')}</dt>
      <dd className={grand}>{totals.grandTotalPrice}</dd>
    </dl>
  );
});
