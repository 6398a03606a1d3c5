import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CheckoutOrderStore } from '@/application/cart/checkout-order.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { PriceCurrency } from '@/domain/money/price-format';
import { formatPrice } from '@/domain/money/price-format';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { DocumentTitle } from '@/ui/shared/document-title';
import { ShopDescription } from '@/ui/shared/shop-description';
import { secondaryButton } from '@/ui/shared/button-styles';
import { actionLink, card, columns, lead, page } from './checkout-styles';
import { OrderLines } from './order-lines';
import { ReceiptDelivery } from './receipt-delivery';
import { actions, aside, hero, mark, orderNumber, printable } from './receipt-styles';
import { ReceiptTotals } from './receipt-totals';

/**
 * docs/product.md#orders `/{site}/checkout/receipt`: the order a completed payment left — a
 * thank you, its number, the lines with their variants, the totals, where and how it is
 * delivered and where the confirmation went — kept for the tab's session, so a reload still
 * shows it, and printable. Without one the page says so and links home.
 */
export const ReceiptPage = observer(function ReceiptPage() {
  const checkout = useStore(CheckoutOrderStore);
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const order = checkout.order;
  const home = `/${formatSite(sites.site)}`;
  // A reload finds the order this session kept (after hydration: the server knows no session).
  useEffect(() => checkout.recallOrder(), [checkout]);
  // The heading says what happened: a screen reader starts there, and the next Tab after it.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = order?.order;
  useEffect(() => {
    if (shown) heading.current?.focus({ preventScroll: true });
  }, [shown]);

  if (!order) {
    return (
      <section className={page}>
        <DocumentTitle name={t('Receipt_Page_Title')} />
        <ShopDescription />
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
  const email = order.address?.email;

  return (
    <section className={`${page} ${printable}`}>
      <DocumentTitle name={t('Receipt_Page_Title')} />
      <ShopDescription />
      <header className={hero}>
        <span className={mark} aria-hidden="true">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor">
            <path d="M4 12.5l5 5L20 6.5" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
        <h1 ref={heading} tabIndex={-1}>
          {t('Receipt_Title')}
        </h1>
        <p className={orderNumber}>{t('Receipt_Order_Number', { order: order.order })}</p>
        {email ? <p>{t('Receipt_Confirmation_Sent', { email })}</p> : null}
        <p className={lead}>{t('Receipt_Thanks_Text')}</p>
      </header>
      <div className={columns}>
        <section className={card} aria-labelledby="receipt-items">
          <h2 id="receipt-items">{t('Receipt_Items')}</h2>
          <OrderLines lines={order.items} />
          <ReceiptTotals totals={order.totals} price={price} />
        </section>
        <div className={aside}>
          <section className={card} aria-labelledby="receipt-delivery">
            <h2 id="receipt-delivery">{t('Receipt_Delivery')}</h2>
            <ReceiptDelivery order={order} price={price} />
          </section>
          <div className={actions} data-screen-only="">
            <Link className={actionLink} to={home}>
              {t('Receipt_Continue')}
            </Link>
            <button type="button" className={secondaryButton} onClick={() => window.print()}>
              {t('Receipt_Print')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
});
