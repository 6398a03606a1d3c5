import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { Link, NavLink, useNavigate, useParams } from 'react-router-dom';
import { AccountStore } from '../../../application/stores/account.store';
import { SiteStore } from '../../../application/stores/site.store';
import { TranslationStore } from '../../../application/stores/translation.store';
import { ACCOUNT_MENU } from '../../../domain/account/account-menu';
import { ACCOUNT_PATHS, orderPath } from '../../../domain/account/account-routes';
import type { PriceCurrency } from '../../../domain/money/price-format';
import { formatPrice } from '../../../domain/money/price-format';
import { formatSite } from '../../../domain/site/site';
import { useStore } from '../../app/container-context';
import { OrderLines } from '../checkout/order-lines';
import { card, columns, details, menu, orderList, page, withMenu } from './account-styles';

const MENU_TEXT = {
  overview: 'Account_Menu_Overview',
  orders: 'Account_Menu_Orders',
  content: 'Account_Menu_Content',
  logout: 'Account_Sign_Out',
} as const;

function useSitePath(): (path: string) => string {
  const { site } = useStore(SiteStore);
  return (path) => `/${formatSite(site)}/${path}`;
}

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

/** SPEC §2 Account menu beside the member pages: overview, orders, content and sign out. */
const AccountFrame = observer(function AccountFrame(props: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  const { t } = useStore(TranslationStore);
  const to = useSitePath();
  return (
    <section className={page}>
      <div className={withMenu}>
        <nav className={menu} aria-label={t('Account_Menu_Label')}>
          <ul>
            {ACCOUNT_MENU.filter((item) => item.kind === 'page' && item.page !== 'content').map(
              (item) =>
                item.kind === 'page' ? (
                  <li key={item.target}>
                    <NavLink to={to(item.target)} end>
                      {t(MENU_TEXT[item.page])}
                    </NavLink>
                  </li>
                ) : null,
            )}
          </ul>
        </nav>
        <div>
          <h1>{props.title}</h1>
          {props.children}
        </div>
      </div>
    </section>
  );
});

/** SPEC §2 `account/overview`: the greeting and the shopper's details. */
export const OverviewPage = observer(function OverviewPage() {
  const account = useStore(AccountStore);
  const { t } = useStore(TranslationStore);
  const info = account.details;
  return (
    <AccountFrame title={t('Account_Greeting', { name: account.firstName ?? '' })}>
      <h2>{t('Account_Details_Title')}</h2>
      {info ? (
        <dl className={details}>
          <dt>{t('Register_First_Name')}</dt>
          <dd>{info.firstName}</dd>
          <dt>{t('Register_Last_Name')}</dt>
          <dd>{info.lastName}</dd>
          <dt>{t('Login_Email')}</dt>
          <dd>{info.email}</dd>
          {info.phoneNumber ? (
            <>
              <dt>{t('Account_Phone')}</dt>
              <dd>{info.phoneNumber}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </AccountFrame>
  );
});

/** SPEC §2 `account/overview/orders`: the past orders, newest as the service lists them. */
export const OrdersPage = observer(function OrdersPage() {
  const account = useStore(AccountStore);
  const { t } = useStore(TranslationStore);
  const to = useSitePath();
  const price = usePrice();
  const date = useDate();
  useEffect(() => {
    void account.loadOrders();
  }, [account]);
  const orders = account.orders;
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
                <small>{order.status}</small>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AccountFrame>
  );
});

/** SPEC §2 `account/overview/orders/{orderId}`: one order's lines, totals and address. */
export const OrderPage = observer(function OrderPage() {
  const account = useStore(AccountStore);
  const { t } = useStore(TranslationStore);
  const to = useSitePath();
  const price = usePrice();
  const date = useDate();
  const { orderId = '' } = useParams();
  useEffect(() => {
    void account.loadOrder(orderId);
  }, [account, orderId]);
  const order = account.order?.order === orderId ? account.order : undefined;
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
              <dd>{order.status}</dd>
              <dt>{t('Order_Total')}</dt>
              <dd>
                <strong>{price(order.totals.grandTotalPriceAsNumber, order.currency)}</strong>
              </dd>
            </dl>
          </section>
          {order.address ? (
            <section className={card} aria-labelledby="order-address">
              <h2 id="order-address">{t('Order_Address')}</h2>
              <address>
                {order.address.firstName} {order.address.lastName}
                <br />
                {order.address.zipCode} {order.address.city}
                {order.address.state ? `, ${order.address.state}` : ''}
                <br />
                {order.address.country}
                <br />
                {order.address.email}
                <br />
                {order.address.phoneNumber}
              </address>
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

/** SPEC §2 `account/logout`, §4 Account: logs out, then goes to the site's start page. */
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
