import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  isLoggedIn as loggedIn,
  LOGGED_OUT_ACCOUNT,
  presentToken,
  type Account,
} from '@/domain/account/account';
import type {
  AccountDetails,
  AccountDetailsChange,
  Registration,
} from '@/domain/account/account-details';
import { accountErrorNotice } from '@/domain/account/account-error-notice';
import { accountRedirect } from '@/domain/account/account-guards';
import { checkCredentials, type Credentials } from '@/domain/account/login-credentials';
import type { OrderSummary } from '@/domain/account/order-summary';
import type { PasswordReset } from '@/domain/account/password-reset';
import { storedToken } from '@/domain/account/stored-token';
import type { Order } from '@/domain/cart/cart';
import { STORAGE_KEYS } from '@/domain/constants';
import { cleanEmailInput, isSendableEmail } from '@/domain/marketing/email-input';
import { AccountGateway } from './account-gateway.port';
import { GatewayError } from '../shared/gateway-error';
import { KeyValueStorage } from '../shared/key-value-storage.port';
import { AccountRequestError, MissingCredentialsError } from './account.errors';
import { NotificationStore } from '../shared/notification.store';

/**
 * What an AccountStore writes to JSON and reads back (ARCHITECTURE §8). The token is left out:
 * storage holds it, and `hydrate` reads it from there, so it never lands in a rendered page.
 */
export interface AccountStoreState {
  readonly account?: Account | undefined;
  readonly details?: AccountDetails | undefined;
  readonly orders?: readonly OrderSummary[] | undefined;
  readonly order?: Order | undefined;
}

/**
 * The shopper's account (SPEC §3 Account, §4 Account, §6, §8): the token kept in storage under
 * `token`, the account it retrieves, and the account pages' data. Failed calls show the §8
 * account toast; a failed account load quietly yields the logged-out account.
 */
@injectable()
export class AccountStore {
  token: string | undefined = undefined;
  /**
   * Undefined until `restore` (or a login) has settled who the shopper is; the logged-out
   * marker when anonymous or the account could not be loaded (SPEC §8). Never holds the token.
   */
  account: Account | undefined = undefined;
  details: AccountDetails | undefined = undefined;
  orders: readonly OrderSummary[] | undefined = undefined;
  order: Order | undefined = undefined;
  private restoring: Promise<void> | undefined;
  /** The login or register under way: a second submit joins it instead of calling again. */
  private signingIn: Promise<void> | undefined;

  constructor(
    @inject(AccountGateway) private readonly gateway: AccountGateway,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {
    makeAutoObservable<this, 'gateway' | 'storage' | 'notifications' | 'restoring' | 'signingIn'>(
      this,
      { gateway: false, storage: false, notifications: false, restoring: false, signingIn: false },
      { autoBind: true },
    );
  }

  /** SPEC §6: a token is present and the account was retrieved. */
  get isLoggedIn(): boolean {
    return loggedIn(this.token, this.account);
  }

  /** SPEC §3: the name of the welcome greeting, while logged in. */
  get firstName(): string | undefined {
    return this.isLoggedIn ? this.account?.firstName : undefined;
  }

  /** SPEC §5: where an account page (path after the site prefix) sends this shopper, if anywhere. */
  redirectFor(path: string): string | undefined {
    return accountRedirect(path, this.isLoggedIn);
  }

  /**
   * SPEC §3 Account: at start-up, takes the token from storage and loads its account; without
   * one the shopper is logged out at once. Runs once; later calls share the first.
   */
  restore(): Promise<void> {
    this.restoring ??= this.restoreStored();
    return this.restoring;
  }

  /**
   * SPEC §4 Account: missing email or password throws 'Cannot login when missing credentials'
   * without a call; success stores the token, then loads the account. A refusal shows the §8
   * toast and rejects with an AccountRequestError wrapping it.
   */
  async login(credentials: Partial<Credentials>): Promise<void> {
    const email = credentials.email === undefined ? undefined : cleanEmailInput(credentials.email);
    const checked = checkCredentials(email, credentials.password);
    if (!checked.ok) throw new MissingCredentialsError();
    await this.signIn('login', checked.value.email, () => this.gateway.login(checked.value));
  }

  /** SPEC §4 Account: register stores the token and loads the account; failures as `login`. */
  async register(registration: Registration): Promise<void> {
    const cleaned = { ...registration, email: cleanEmailInput(registration.email) };
    await this.signIn('register', cleaned.email, () => this.gateway.register(cleaned));
  }

  /** SPEC §7 `GET /account` with the current token; any failure yields the logged-out account (§8). */
  loadAccount(): Promise<void> {
    return this.fetchAccount(this.token);
  }

  /** SPEC §7 `PUT /account`: true once saved; a refusal shows the §8 toast. */
  async updateDetails(change: AccountDetailsChange): Promise<boolean> {
    return this.withToken(
      (token) => this.gateway.updateAccount(token, change),
      (details) => {
        this.details = details;
        if (this.account?.isLoggedIn) {
          this.account = { ...this.account, firstName: details.firstName };
        }
      },
    );
  }

  /** SPEC §2 `account/overview/orders`: the shopper's past orders. */
  async loadOrders(): Promise<void> {
    await this.withToken(
      (token) => this.gateway.orders(token),
      (orders) => {
        this.orders = orders;
      },
    );
  }

  /** SPEC §2 `account/overview/orders/{orderId}`: one past order; another one shown is dropped first. */
  async loadOrder(id: string): Promise<void> {
    if (this.order?.order !== id) this.order = undefined;
    await this.withToken(
      (token) => this.gateway.order(token, id),
      (order) => {
        this.order = order;
      },
    );
  }

  /** SPEC §7 `POST /account/password-reset-email`: true once the link is sent. */
  async requestPasswordReset(email: string): Promise<boolean> {
    return this.attempt(() => this.gateway.requestPasswordReset(email));
  }

  /** SPEC §7 `POST /account/password-reset`: true once the new password is set. */
  async resetPassword(reset: PasswordReset): Promise<boolean> {
    return this.attempt(() => this.gateway.resetPassword(reset));
  }

  /** SPEC §4 Account: logout clears the account and the token. */
  logout(): void {
    this.setToken(undefined);
    this.account = LOGGED_OUT_ACCOUNT;
    this.details = undefined;
    this.orders = undefined;
    this.order = undefined;
  }

  toJSON(): AccountStoreState {
    return { account: this.account, details: this.details, orders: this.orders, order: this.order };
  }

  /** Takes the written state; the token comes from storage, as at start-up. */
  hydrate(state: AccountStoreState): void {
    this.token = this.readStoredToken();
    this.account = state.account && withoutToken(state.account);
    this.details = state.details;
    this.orders = state.orders;
    this.order = state.order;
  }

  private restoreStored(): Promise<void> {
    this.token = this.readStoredToken();
    return this.fetchAccount(this.token);
  }

  /** Issue 8: a stored token that cannot be one (`storedToken`) is removed, never sent. */
  private readStoredToken(): string | undefined {
    const text = this.storage.get(STORAGE_KEYS.token);
    const token = storedToken(text);
    if (token === undefined && text !== undefined) {
      this.storage.remove(STORAGE_KEYS.token);
      console.warn('Discarded a malformed stored token; the shopper is logged out.');
    }
    return token;
  }

  /**
   * Issue 8 (forms): one sign-in at a time — a second submit while one is under way joins it,
   * so nothing is sent twice — and an e-mail that cannot be sent (`isSendableEmail`: oversize,
   * invisible characters) is refused with the §8 account toast, without a call.
   */
  private signIn(
    action: 'login' | 'register',
    email: string,
    call: () => Promise<Account>,
  ): Promise<void> {
    if (this.signingIn) return this.signingIn;
    if (!isSendableEmail(email)) {
      this.notifyFailure(undefined);
      return Promise.reject(new AccountRequestError(action, new Error('e-mail not sendable')));
    }
    const signingIn = this.send(call, action).finally(() => {
      this.signingIn = undefined;
    });
    this.signingIn = signingIn;
    return signingIn;
  }

  private async send(call: () => Promise<Account>, action: 'login' | 'register'): Promise<void> {
    let account: Account;
    try {
      account = await call();
    } catch (error) {
      this.notifyFailure(error);
      throw new AccountRequestError(action, error);
    }
    const token = presentToken(account.token);
    runInAction(() => this.setToken(token));
    await this.fetchAccount(token);
  }

  private async fetchAccount(token: string | undefined): Promise<void> {
    if (token === undefined) {
      this.clearAccount();
      return;
    }
    try {
      const details = await this.gateway.account(token);
      runInAction(() => {
        if (this.token !== token) return;
        this.details = details;
        this.account = { isLoggedIn: true, firstName: details.firstName };
      });
    } catch (error) {
      console.warn(`Could not load the account, so the shopper is logged out: ${describe(error)}`);
      runInAction(() => {
        if (this.token === token) this.clearAccount();
      });
    }
  }

  /** Calls the service with the current token and applies the answer unless the shopper changed. */
  private async withToken<T>(
    call: (token: string) => Promise<T>,
    apply: (value: T) => void,
  ): Promise<boolean> {
    const token = this.token;
    if (token === undefined) return false;
    return this.attempt(async () => {
      const value = await call(token);
      runInAction(() => {
        if (this.token === token) apply(value);
      });
    });
  }

  private async attempt(call: () => Promise<void>): Promise<boolean> {
    try {
      await call();
      return true;
    } catch (error) {
      this.notifyFailure(error);
      return false;
    }
  }

  /** SPEC §8 Account errors: the toast quotes the service's text unless it answered an object. */
  private notifyFailure(error: unknown): void {
    const text = error instanceof GatewayError ? error.details.responseText : undefined;
    this.notifications.error(accountErrorNotice(text));
  }

  private setToken(token: string | undefined): void {
    this.token = token;
    if (token === undefined) this.storage.remove(STORAGE_KEYS.token);
    else this.storage.set(STORAGE_KEYS.token, token);
  }

  private clearAccount(): void {
    this.account = LOGGED_OUT_ACCOUNT;
    this.details = undefined;
  }
}

function withoutToken({ isLoggedIn, firstName }: Account): Account {
  return firstName === undefined ? { isLoggedIn } : { isLoggedIn, firstName };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
