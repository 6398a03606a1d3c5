import type {
  AccountChangeBody,
  AccountDetailsBody,
  OrderBody,
  OrderSummaryBody,
  RegistrationBody,
  SessionBody,
} from '../src/adapters/http/schemas/account.schema';
import type { Account } from '../src/domain/account/account';
import type {
  AccountDetails,
  AccountDetailsChange,
  Registration,
} from '../src/domain/account/account-details';
import type { OrderSummary } from '../src/domain/account/order-summary';
import type { Order } from '../src/domain/cart/cart';

/** The account service's answers written the way the adapter parses them (its schemas, inverted). */
export function sessionBody(account: Account): SessionBody {
  return { token: account.token ?? '', firstName: account.firstName ?? null };
}

export function accountDetailsBody(details: AccountDetails): AccountDetailsBody {
  return { ...details };
}

export function orderSummaryBody(summary: OrderSummary): OrderSummaryBody {
  return { ...summary };
}

export function orderBody(order: Order): OrderBody {
  return {
    order: order.order,
    currency: order.currency,
    items: order.items.map((item) => ({ ...item })),
    totals: { ...order.totals },
    date: order.date ?? null,
    status: order.status ?? null,
    address: order.address ? { ...order.address } : null,
  };
}

/** The bodies the adapter sends, read back into what the fake takes (a `null` is "not given"). */
export function toRegistration(body: RegistrationBody): Registration {
  return withoutNulls(body);
}

export function toDetailsChange(body: AccountChangeBody): AccountDetailsChange {
  return withoutNulls(body);
}

function withoutNulls<T extends object>(body: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}
