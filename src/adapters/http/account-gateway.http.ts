import type { AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { AccountGateway } from '@/application/account/account-gateway.port';
import type { Account } from '@/domain/account/account';
import type {
  AccountDetails,
  AccountDetailsChange,
  Registration,
} from '@/domain/account/account-details';
import type { Credentials } from '@/domain/account/login-credentials';
import type { OrderSummary } from '@/domain/account/order-summary';
import type { PasswordReset } from '@/domain/account/password-reset';
import type { Order } from '@/domain/cart/cart';
import { loginRefusalKind } from '@/adapters/shared/account-refusals';
import { AccountHttp } from './account-client';
import { withRefusalKind } from './gateway-errors';
import {
  accountDetailsSchema,
  accountExistsSchema,
  acknowledgedSchema,
  orderSchema,
  orderSummariesSchema,
  sessionSchema,
  type AccountChangeBody,
  type CredentialsBody,
  type PasswordResetBody,
  type PasswordResetEmailBody,
  type RegistrationBody,
} from './schemas/account.schema';
import { toOrderAddress } from './cart.to-domain';
import { sendParsed } from './send-request';

/**
 * docs/product.md#account-service; the token goes in the `token` header
 * (docs/product.md#roles-and-permissions).
 */
@injectable()
export class HttpAccountGateway implements AccountGateway {
  constructor(@inject(AccountHttp) private readonly http: AxiosInstance) {}

  async login(credentials: Credentials): Promise<Account> {
    const data: CredentialsBody = { email: credentials.email, password: credentials.password };
    const url = '/account/login';
    const session = await sendParsed(this.http, { method: 'POST', url, data }, sessionSchema).catch(
      (error: unknown) => {
        throw withRefusalKind(error, loginRefusalKind);
      },
    );
    return toAccount(session);
  }

  async register(registration: Registration): Promise<Account> {
    const data: RegistrationBody = { ...registration };
    const url = '/account/register';
    return toAccount(await sendParsed(this.http, { method: 'POST', url, data }, sessionSchema));
  }

  async account(token: string): Promise<AccountDetails> {
    const request = { method: 'GET', url: '/account', headers: { token } } as const;
    return toDetails(await sendParsed(this.http, request, accountDetailsSchema));
  }

  async updateAccount(token: string, change: AccountDetailsChange): Promise<AccountDetails> {
    const data: AccountChangeBody = withoutEmail(change);
    const request = { method: 'PUT', url: '/account', headers: { token }, data } as const;
    return toDetails(await sendParsed(this.http, request, accountDetailsSchema));
  }

  async accountExists(email: string): Promise<boolean> {
    const url = `/account/check-account-exist/${encodeURIComponent(email)}`;
    return (await sendParsed(this.http, { method: 'GET', url }, accountExistsSchema)).exists;
  }

  async requestPasswordReset(email: string): Promise<void> {
    const data: PasswordResetEmailBody = { email };
    const url = '/account/password-reset-email';
    await sendParsed(this.http, { method: 'POST', url, data }, acknowledgedSchema);
  }

  async resetPassword(reset: PasswordReset): Promise<void> {
    const data: PasswordResetBody = { hash: reset.hash, password: reset.password };
    const url = '/account/password-reset';
    await sendParsed(this.http, { method: 'POST', url, data }, acknowledgedSchema);
  }

  async orders(token: string): Promise<readonly OrderSummary[]> {
    const request = { method: 'GET', url: '/account/orders', headers: { token } } as const;
    const body = await sendParsed(this.http, request, orderSummariesSchema);
    return body.map((summary) => ({ ...summary, order: String(summary.order) }));
  }

  async order(token: string, id: string): Promise<Order> {
    const url = `/account/orders/${encodeURIComponent(id)}`;
    const request = { method: 'GET', url, headers: { token } } as const;
    return toOrder(await sendParsed(this.http, request, orderSchema));
  }
}

/** Only the fields given are sent, so the service keeps the rest; the email never changes. */
function withoutEmail(change: AccountDetailsChange): AccountChangeBody {
  return Object.fromEntries(
    Object.entries(change).filter(([field, value]) => field !== 'email' && value !== undefined),
  );
}

function toAccount(body: z.output<typeof sessionSchema>): Account {
  const firstName = body.firstName ?? body.loggedIn?.firstName ?? undefined;
  return { isLoggedIn: true, token: body.token, firstName };
}

function toDetails(body: z.output<typeof accountDetailsSchema>): AccountDetails {
  return {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    phoneNumber: body.phoneNumber ?? undefined,
    city: body.city ?? undefined,
    state: body.state ?? undefined,
    country: body.country ?? undefined,
    zipCode: body.zipCode ?? undefined,
  };
}

function toOrder(body: z.output<typeof orderSchema>): Order {
  return {
    order: String(body.order),
    currency: body.currency,
    items: body.items.map((item) => ({
      ...item,
      item: String(item.item),
      size: item.size ?? '',
      brandName: item.brandName ?? '',
    })),
    totals: body.totals,
    date: body.date ?? undefined,
    status: body.status ?? undefined,
    address: body.address ? toOrderAddress(body.address) : undefined,
  };
}
