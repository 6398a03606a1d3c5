import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CartStore } from '@/application/cart/cart.store';
import { CheckoutDetailsStore } from '@/application/cart/checkout-details.store';
import { CheckoutOrderStore } from '@/application/cart/checkout-order.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { paymentKey } from '@/domain/cart/payment-key';
import type { PaymentOutcome } from '@/domain/cart/payment-result';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { CartTotals } from '@/ui/cart/cart-totals';
import {
  actionLink,
  card,
  checkoutColumns,
  detailsNote,
  lead,
  page,
  steps,
  stickySummary,
  summaryJump,
} from './checkout-styles';
import { CheckoutDetailsForm } from './checkout-details-form';
import { CheckoutLines } from './checkout-lines';
import { DeliveryOptions } from './delivery-options';
import { PaymentStep } from './payment-step';
import { DocumentTitle } from '@/ui/shared/document-title';
import { ShopDescription } from '@/ui/shared/shop-description';
import { shownAfterFetchDelay } from '@/ui/shared/loading-styles';
import { formAddNoticeKey } from '@/domain/cart/add-to-cart-form';
import type { Cart } from '@/domain/cart/cart';
import { ADDED_PARAM } from '@/ui/cart/cart-form-path';

/**
 * docs/product.md#checkout-payment `/{site}/checkout`: the order with its editable lines, the
 * shopper's email and address (docs/product.md#checkout-details), the delivery options
 * (docs/product.md#delivery-options) and the payment widget, offered once the details are whole
 * and valid. The cart is fetched afresh, then the payment step for it (again whenever what is paid
 * for changes); a payment that leaves an order goes on to the receipt, a declined one to the failed
 * page; any other outcome stays here and says why.
 */
export const CheckoutPage = observer(function CheckoutPage() {
  const cart = useStore(CartStore);
  const details = useStore(CheckoutDetailsStore);
  const checkout = useStore(CheckoutOrderStore);
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  const selection = cart.selection;
  const hasItems = (selection?.items.length ?? 0) > 0;
  const home = `/${formatSite(sites.site)}`;

  useEffect(() => {
    let live = true;
    void cart.load().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [cart]);

  // The payment step is for this very cart: asked again when what is paid for changes — the
  // lines or the price — not when only the shopper's details reach it.
  const paidFor = paymentKey(selection);
  useEffect(() => {
    if (loaded && paidFor !== '') void checkout.loadPayment();
  }, [checkout, loaded, paidFor]);

  const settled = (outcome: PaymentOutcome) => {
    if (outcome.kind === 'ordered') void navigate(`${home}/checkout/receipt`);
    if (outcome.kind === 'declined') void navigate(`${home}/checkout/failed`);
  };

  if (!loaded) return <CheckoutFrame cart={hasItems ? selection : undefined} />;

  if (!selection || !hasItems) {
    return (
      <section className={page}>
        <h1>{t('Checkout_Title')}</h1>
        <DocumentTitle name={t('Checkout_Title')} />
        <ShopDescription />
        <FormAddNotice />
        <p className={lead}>{t('Checkout_Empty')}</p>
        <Link className={actionLink} to={home}>
          {t('Checkout_Back_To_Shop')}
        </Link>
      </section>
    );
  }

  return (
    <section className={page}>
      <h1>{t('Checkout_Title')}</h1>
      <DocumentTitle name={t('Checkout_Title')} />
      <ShopDescription />
      <FormAddNotice />
      <a className={summaryJump} href="#checkout-order">
        {t('Checkout_Summary_Jump', { total: selection.totals.grandTotalPrice })}
      </a>
      <div className={checkoutColumns}>
        <div className={steps}>
          <section className={card} aria-labelledby="checkout-details">
            <h2 id="checkout-details">{t('Checkout_Details')}</h2>
            <CheckoutDetailsForm />
          </section>
          <DeliveryOptions />
          <section className={card} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment">{t('Checkout_Payment')}</h2>
            {!details.isComplete ? (
              <p className={lead}>{t('Checkout_Payment_Waits')}</p>
            ) : checkout.payment ? (
              <PaymentStep form={checkout.payment} onSettled={settled} />
            ) : (
              <p className={lead}>{t('Checkout_Loading')}</p>
            )}
          </section>
        </div>
        <section className={`${card} ${stickySummary}`} aria-labelledby="checkout-order">
          <h2 id="checkout-order">{t('Checkout_Your_Order')}</h2>
          <CheckoutLines />
          <CartTotals cart={selection} />
        </section>
      </div>
    </section>
  );
});

/**
 * The checkout before the page is the browser's: the page's frame with its cards and what they say
 * before any data, so nothing moves when the cart fills it in and the page has its words from the
 * first paint. The order shows the cart the shopper keeps, where the first render had it
 * (docs/product.md#before-scripts): a shopper without scripts sees what they are buying.
 */
const CheckoutFrame = observer(function CheckoutFrame(props: { readonly cart: Cart | undefined }) {
  const { t } = useStore(TranslationStore);
  return (
    <section className={page} aria-busy="true">
      <h1>{t('Checkout_Title')}</h1>
      <DocumentTitle name={t('Checkout_Title')} />
      <ShopDescription />
      <FormAddNotice />
      <div className={checkoutColumns}>
        <div className={steps}>
          <section className={card} aria-labelledby="checkout-details">
            <h2 id="checkout-details">{t('Checkout_Details')}</h2>
            <p className={detailsNote}>{t('Checkout_Details_Note')}</p>
          </section>
          <section className={card} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment">{t('Checkout_Payment')}</h2>
            <p className={lead}>{t('Checkout_Payment_Waits')}</p>
          </section>
        </div>
        <section className={`${card} ${stickySummary}`} aria-labelledby="checkout-order">
          <h2 id="checkout-order">{t('Checkout_Your_Order')}</h2>
          {props.cart ? (
            <>
              <CheckoutLines />
              <CartTotals cart={props.cart} />
            </>
          ) : (
            <p className={`${lead} ${shownAfterFetchDelay}`}>{t('Checkout_Loading')}</p>
          )}
        </section>
      </div>
    </section>
  );
});

/**
 * Why an add the page's form posted before its scripts did not happen
 * (docs/product.md#before-scripts): the checkout's address says.
 */
function FormAddNotice() {
  const { t } = useStore(TranslationStore);
  const [params] = useSearchParams();
  const key = formAddNoticeKey(params.get(ADDED_PARAM));
  if (key === undefined) return null;
  return (
    <p className={lead} role="alert">
      {t(key)}
    </p>
  );
}
