import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import type { OrderTotals } from '@/domain/cart/cart';
import { orderItemsTotal } from '@/domain/cart/order-items-total';
import { useStore } from '@/ui/shared/container-context';
import { totalsList } from '@/ui/cart/totals-list';

/**
 * docs/product.md#orders totals as a receipt lists them: the items, the discount when there was
 * one, the delivery, the total paid and the VAT in it.
 */
export const ReceiptTotals = observer(function ReceiptTotals(props: {
  readonly totals: OrderTotals;
  readonly price: (amount: number) => string;
}) {
  const { t } = useStore(TranslationStore);
  const { totals, price } = props;
  return (
    <dl className={totalsList}>
      <dt>{t('Receipt_Subtotal')}</dt>
      <dd>{price(orderItemsTotal(totals))}</dd>
      {totals.totalDiscountPriceAsNumber > 0 ? (
        <>
          <dt>{t('Receipt_Discount')}</dt>
          <dd>−{price(totals.totalDiscountPriceAsNumber)}</dd>
        </>
      ) : null}
      <dt>{t('Receipt_Shipping')}</dt>
      <dd>
        {totals.shippingPriceAsNumber === 0
          ? t('Cart_Shipping_Free')
          : price(totals.shippingPriceAsNumber)}
      </dd>
      <dt className="grand">{t('Receipt_Total')}</dt>
      <dd className="grand">{price(totals.grandTotalPriceAsNumber)}</dd>
      <dt className="tax">{t('Receipt_Tax')}</dt>
      <dd className="tax">{price(totals.grandTotalPriceTaxAsNumber)}</dd>
    </dl>
  );
});
