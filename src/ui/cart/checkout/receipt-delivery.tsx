import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import type { Order } from '@/domain/cart/cart';
import { useStore } from '@/ui/shared/container-context';
import { DeliveryAddress } from './delivery-address';
import { facts } from './receipt-styles';

/**
 * docs/product.md#orders: where the order goes, how, and where its confirmation went — what a
 * shopper checks on a receipt before closing it.
 */
export const ReceiptDelivery = observer(function ReceiptDelivery(props: {
  readonly order: Order;
  readonly price: (amount: number) => string;
}) {
  const { t } = useStore(TranslationStore);
  const { address, delivery } = props.order;
  const cost =
    delivery && delivery.priceAsNumber > 0
      ? props.price(delivery.priceAsNumber)
      : t('Cart_Shipping_Free');

  return (
    <dl className={facts}>
      {address ? (
        <div>
          <dt>{t('Receipt_Delivery_Address')}</dt>
          <dd>
            <DeliveryAddress address={address} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('Receipt_Delivery_Method')}</dt>
        <dd>
          {delivery?.name ?? t('Receipt_Delivery_Standard')} · {cost}
        </dd>
      </div>
      {address?.email ? (
        <div>
          <dt>{t('Receipt_Confirmation_Email')}</dt>
          <dd>{address.email}</dd>
        </div>
      ) : null}
    </dl>
  );
});
