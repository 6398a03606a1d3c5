import { observer } from 'mobx-react-lite';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { Cart } from '@/domain/cart/cart';
import { hiddenLinesTotal, shownSubtotal } from '@/domain/cart/cart-lines';
import { formatPrice } from '@/domain/money/price-format';
import { useStore } from '@/ui/shared/container-context';
import { totalsList } from './totals-list';

/**
 * docs/product.md#cart-data totals as the cart panel and the checkout show them: the sum of the
 * lines the shopper sees (when the backend sends the lines' sum), the hidden spare-part lines' sum
 * on a line of its own (docs/decisions/0086), the voucher discount, shipping (free at 0) and the
 * grand total.
 */
export const CartTotals = observer(function CartTotals(props: { readonly cart: Cart }) {
  const { totals } = props.cart;
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const currency = sites.current?.pricelist.currency;
  const hidden = hiddenLinesTotal(props.cart);
  const money = (amount: number) => (currency ? formatPrice(amount, currency, sites.site) : '');
  const shown = shownSubtotal(props.cart);
  const subtotal = shown !== undefined && currency ? money(shown) : undefined;
  const parts = hidden > 0 && currency ? money(hidden) : undefined;
  const hasDiscount = (totals.totalDiscountPriceAsNumber ?? 0) > 0 && totals.totalDiscountPrice;

  return (
    <dl className={totalsList}>
      {subtotal ? (
        <>
          <dt>{t('Cart_Subtotal')}</dt>
          <dd>{subtotal}</dd>
        </>
      ) : null}
      {parts ? (
        <>
          <dt>{t('Cart_Hidden_Lines')}</dt>
          <dd>{parts}</dd>
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
      <dt className="grand">{t('Cart_Total')}</dt>
      <dd className="grand">{totals.grandTotalPrice}</dd>
    </dl>
  );
});
