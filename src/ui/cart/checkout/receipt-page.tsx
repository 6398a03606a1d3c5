import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CartStore } from '@/application/cart/cart.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { PriceCurrency } from '@/domain/money/price-format';
import { formatPrice } from '@/domain/money/price-format';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/app/container-context';
import { colors } from '@/ui/styles/tokens';
import { actionLink, card, columns, lead, page } from './checkout-styles';
import { OrderLines } from './order-lines';

const totals = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 0;
  margin: 0 0 2rem;
  dt,
  dd {
    margin: 0;
  }
  dd {
    padding-left: 1rem;
    text-align: right;
  }
  .grand {
    padding-top: 0.75rem;
    border-top: 1px solid ${colors.line};
    font-size: 1.1rem;
    font-weight: 600;
  }
`;

const number = css`
  margin: -1rem 0 2rem;
  font-size: 1.05rem;
`;

/**
 * docs/product.md#cart-and-checkout `/{site}/checkout/receipt`: the order a completed payment left
 * (docs/product.md#cart-and-checkout): its number, lines and totals — kept for the tab's session,
 * so a reload still shows it. Without one the page says so and links home.
 */
export const ReceiptPage = observer(function ReceiptPage() {
  const cart = useStore(CartStore);
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const order = cart.order;
  const home = `/${formatSite(sites.site)}`;
  // A reload finds the order this session kept (after hydration: the server knows no session).
  useEffect(() => cart.recallOrder(), [cart]);

  if (!order) {
    return (
      <section className={page}>
        <h1>{t('Receipt_No_Order')}</h1>
        <Link className={actionLink} to={home}>
          {t('Receipt_Continue')}
        </Link>
      </section>
    );
  }

  const pricelist = sites.current?.pricelist.currency;
  const currency: PriceCurrency =
    pricelist && pricelist.code === order.currency
      ? pricelist
      : { code: order.currency, prefix: '', suffix: '' };
  const price = (amount: number) => formatPrice(amount, currency, sites.site);

  return (
    <section className={page}>
      <h1>{t('Receipt_Title')}</h1>
      <p className={number}>{t('Receipt_Order_Number', { order: order.order })}</p>
      <div className={columns}>
        <section className={card} aria-labelledby="receipt-items">
          <h2 id="receipt-items">{t('Receipt_Items')}</h2>
          <OrderLines lines={order.items} />
          <dl className={totals}>
            {order.totals.totalDiscountPriceAsNumber > 0 ? (
              <>
                <dt>{t('Receipt_Discount')}</dt>
                <dd>−{price(order.totals.totalDiscountPriceAsNumber)}</dd>
              </>
            ) : null}
            <dt>{t('Receipt_Shipping')}</dt>
            <dd>
              {order.totals.shippingPriceAsNumber === 0
                ? t('Cart_Shipping_Free')
                : price(order.totals.shippingPriceAsNumber)}
            </dd>
            <dt className="grand">{t('Receipt_Total')}</dt>
            <dd className="grand">{price(order.totals.grandTotalPriceAsNumber)}</dd>
            <dt>{t('Receipt_Tax')}</dt>
            <dd>{price(order.totals.grandTotalPriceTaxAsNumber)}</dd>
          </dl>
        </section>
        <div>
          <p className={lead}>{t('Receipt_Thanks_Text')}</p>
          <Link className={actionLink} to={home}>
            {t('Receipt_Continue')}
          </Link>
        </div>
      </div>
    </section>
  );
});
