import type { AccountGateway } from '@/application/account/account-gateway.port';
import { loginRefusalKind } from '@/adapters/shared/account-refusals';
import { GatewayError, type GatewayErrorKind } from '@/application/shared/gateway-error';
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
import { AccountState, type StoredAccount } from './account-state';

/**
 * The texts the fake service refuses with: plain text, as docs/product.md#errors quotes it to the
 * shopper.
 */
export const ACCOUNT_REFUSALS = {
  unknownEmail: 'No account uses this email',
  wrongPassword: 'Wrong password',
  notLoggedIn: 'Not logged in',
  emailTaken: 'An account already uses this email',
  missingFields: 'Email, first name, last name and password are required',
  blankName: 'First name and last name may not be blank',
  badResetLink: 'The reset link is not valid or was already used',
  blankPassword: 'The new password may not be blank',
  unknownOrder: 'Order not found',
} as const;

/**
 * The account service over an `AccountState` (the demo shopper and whoever registers), for
 * `npm run dev`, the tests and the stub backend, which shares one state across its requests.
 * A password-reset "email" is logged with `console.info`; tests read it from `resetLinkSentTo`.
 */
export class MemoryAccountGateway implements AccountGateway {
  constructor(private readonly state: AccountState = new AccountState()) {}

  async login({ email, password }: Credentials): Promise<Account> {
    const account = this.state.find(email);
    if (!account) throw refusal(404, ACCOUNT_REFUSALS.unknownEmail, loginRefusalKind(404));
    if (account.password !== password) {
      throw refusal(401, ACCOUNT_REFUSALS.wrongPassword, loginRefusalKind(401));
    }
    return this.logIn(account);
  }

  async register({ password, ...details }: Registration): Promise<Account> {
    if ([details.email, details.firstName, details.lastName].some(isBlank) || password === '') {
      throw refusal(400, ACCOUNT_REFUSALS.missingFields);
    }
    if (this.state.find(details.email)) throw refusal(409, ACCOUNT_REFUSALS.emailTaken);
    const account: StoredAccount = {
      details: { ...details, email: details.email.trim() },
      password,
      orders: [],
    };
    this.state.save(account);
    return this.logIn(account);
  }

  async account(token: string): Promise<AccountDetails> {
    return this.holder(token).details;
  }

  async updateAccount(token: string, change: AccountDetailsChange): Promise<AccountDetails> {
    const account = this.holder(token);
    const given = Object.fromEntries(
      Object.entries(change).filter(([field, value]) => field !== 'email' && value !== undefined),
    );
    const details: AccountDetails = { ...account.details, ...given };
    if (isBlank(details.firstName) || isBlank(details.lastName)) {
      throw refusal(400, ACCOUNT_REFUSALS.blankName);
    }
    return this.state.update(details.email, { details }).details;
  }

  async accountExists(email: string): Promise<boolean> {
    return this.state.find(email) !== undefined;
  }

  async requestPasswordReset(email: string): Promise<void> {
    const account = this.state.find(email);
    if (!account) throw refusal(404, ACCOUNT_REFUSALS.unknownEmail);
    const { link } = this.state.issueReset(account.details.email);
    console.info(`Password reset link for ${account.details.email}: ${link}`);
  }

  async resetPassword({ hash, password }: PasswordReset): Promise<void> {
    if (password === '') throw refusal(400, ACCOUNT_REFUSALS.blankPassword);
    const account = this.state.redeemReset(hash);
    if (!account) throw refusal(400, ACCOUNT_REFUSALS.badResetLink);
    this.state.update(account.details.email, { password });
  }

  async orders(token: string): Promise<readonly OrderSummary[]> {
    return [...this.holder(token).orders]
      .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
      .map(toSummary);
  }

  async order(token: string, id: string): Promise<Order> {
    const order = this.holder(token).orders.find((candidate) => candidate.order === id);
    if (!order) throw refusal(404, ACCOUNT_REFUSALS.unknownOrder);
    return order;
  }

  /** Fake only: the reset link last "emailed" here, `/account/reset-password?hash=…`. */
  resetLinkSentTo(email: string): string | undefined {
    return this.state.lastResetLink(email);
  }

  private logIn(account: StoredAccount): Account {
    const token = this.state.openSession(account.details.email);
    return { isLoggedIn: true, token, firstName: account.details.firstName };
  }

  private holder(token: string): StoredAccount {
    const account = this.state.holderOf(token);
    if (!account) throw refusal(401, ACCOUNT_REFUSALS.notLoggedIn);
    return account;
  }
}

function toSummary(order: Order): OrderSummary {
  return {
    order: order.order,
    date: order.date ?? '',
    status: order.status ?? '',
    currency: order.currency,
    grandTotalPriceAsNumber: order.totals.grandTotalPriceAsNumber,
    totalQuantity: order.items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

/** The status error the account service answers a refused call with (docs/product.md#errors). */
function refusal(status: number, text: string, kind: GatewayErrorKind = 'status'): GatewayError {
  return new GatewayError(kind, `The account service answered ${status}: ${text}`, {
    status,
    responseText: text,
  });
}

function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}
