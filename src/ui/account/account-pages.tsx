import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AccountStore } from '@/application/account/account.store';
import { OrderHistoryStore } from '@/application/account/order-history.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { ACCOUNT_PATHS, orderPath } from '@/domain/account/account-routes';
import { orderStatusKey } from '@/domain/account/order-status';
import type { PriceCurrency } from '@/domain/money/price-format';
import { formatPrice } from '@/domain/money/price-format';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { DeliveryAddress } from '@/ui/cart/checkout/delivery-address';
import { OrderLines } from '@/ui/cart/checkout/order-lines';
import { AccountDetailsForm } from './account-details-form';
import { AccountFrame, useSitePath } from './account-frame';
import { useWelcomeGreeting } from '@/ui/shared/use-welcome-greeting';
import { card, columns, details, offers, orderList, page } from './account-styles';

/** An amount in an order's currency, with the site's pricelist signs when it is the same one. */
function usePrice(): (amount: number, code: string) => string {
  const sites = useStore(SiteStore);
  return (amount, code) => {
    const pricelist = sites.current?.pricelist.currency;
    const currency: PriceCurrency =
      pricelist && pricelist.code === code ? pricelist : { code, prefix: '', suffix: ` ${code}` };
    return formatPrice(amount, currency, sites.site);
  };
}

/** The date part of an ISO 8601 time, as the site writes dates. */
function useDate(): (iso: string | undefined) => string {
  const { site } = useStore(SiteStore);
  return (iso) => {
    if (!iso) return '';
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return date.toLocaleDateString(`${site.language}-${site.country.toUpperCase()}`, {
      dateStyle: 'medium',
    });
  };
}

/** An order's status in the site's language; one the shop does not know, as the service wrote it. */
function useOrderStatus(): (status: string | undefined) => string {
  const { t } = useStore(TranslationStore);
  return (status = '') => {
    const key = orderStatusKey(status);
    return key ? t(key) : status;
  };
}

/**
 * docs/product.md#routes `account/overview`: the greeting, the shopper's details to edit
 * (docs/product.md#account-service `PUT /account`) and the way on to the members' own content.
 */
export const OverviewPage = observer(function OverviewPage() {
  const account = useStore(AccountStore);
  const { t } = useStore(TranslationStore);
  const to = useSitePath();
  const info = account.details;
  const greeting = useWelcomeGreeting('Account_Greeting');
  return (
    <AccountFrame title={greeting} pageName={t('Account_Overview_Title')}>
      {info ? <AccountDetailsForm details={info} /> : null}
      <p className={offers}>
        <Link to={to(ACCOUNT_PATHS.overviewContent)}>{t('Account_Offers_Link')}</Link>
      </p>
    </AccountFrame>
  );
});

/** What the order pages write with: texts, the site's paths, prices, dates and statuses. */
function useOrderWriting() {
  const { t } = useStore(TranslationStore);
  return { t, to: useSitePath(), price: usePrice(), date: useDate(), status: useOrderStatus() };
}

/**
 * docs/product.md#routes `account/overview/orders`: the past orders, newest as the service lists
 * them.
 */
export const OrdersPage = observer(function OrdersPage() {
  const history = useStore(OrderHistoryStore);
  const { t, to, price, date, status } = useOrderWriting();
  useEffect(() => {
    void history.loadOrders();
  }, [history]);
  const orders = history.orders;
  return (
    <AccountFrame title={t('Orders_Title')}>
      {orders === undefined ? (
        <p aria-busy="true" />
      ) : orders.length === 0 ? (
        <p>{t('Orders_Empty')}</p>
      ) : (
        <ul className={orderList}>
          {orders.map((order) => (
            <li key={order.order}>
              <Link to={to(orderPath(order.order))}>
                <strong>{t('Order_Title', { order: order.order })}</strong>
                <span>{price(order.grandTotalPriceAsNumber, order.currency)}</span>
                <small>{date(order.date)}</small>
                <small>{status(order.status)}</small>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AccountFrame>
  );
});

/**
 * docs/product.md#routes `account/overview/orders/{orderId}`: one order's lines, totals and
 * address.
 */
export const OrderPage = observer(function OrderPage() {
  const history = useStore(OrderHistoryStore);
  const { t, to, price, date, status } = useOrderWriting();
  const { orderId = '' } = useParams();
  useEffect(() => {
    void history.loadOrder(orderId);
  }, [history, orderId]);
  const order = history.order?.order === orderId ? history.order : undefined;
  return (
    <AccountFrame title={t('Order_Title', { order: orderId })}>
      {order ? (
        <div className={columns}>
          <section className={card} aria-labelledby="order-items">
            <h2 id="order-items">{t('Order_Items')}</h2>
            <OrderLines lines={order.items} />
            <dl className={details}>
              <dt>{t('Order_Date')}</dt>
              <dd>{date(order.date)}</dd>
              <dt>{t('Order_Status')}</dt>
              <dd>{status(order.status)}</dd>
              <dt>{t('Order_Total')}</dt>
              <dd>
                <strong>{price(order.totals.grandTotalPriceAsNumber, order.currency)}</strong>
              </dd>
            </dl>
          </section>
          {order.address ? (
            <section className={card} aria-labelledby="order-address">
              <h2 id="order-address">{t('Order_Address')}</h2>
              <DeliveryAddress address={order.address} />
              <p>{order.address.email}</p>
            </section>
          ) : null}
        </div>
      ) : (
        <p aria-busy="true" />
      )}
      <p>
        <Link to={to(ACCOUNT_PATHS.orders)}>{t('Order_Back')}</Link>
      </p>
    </AccountFrame>
  );
});

/**
 * docs/product.md#routes `account/logout`, docs/product.md#login-and-registration: logs out, then
 * goes to the site's start page.
 */
export const LogoutPage = observer(function LogoutPage() {
  const account = useStore(AccountStore);
  const { site } = useStore(SiteStore);
  const navigate = useNavigate();
  useEffect(() => {
    account.logout();
    void navigate(`/${formatSite(site)}`, { replace: true });
  }, [account, navigate, site]);
  return <section className={page} aria-busy="true" />;
});
