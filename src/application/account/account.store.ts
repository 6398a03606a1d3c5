import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Anonymity } from '@/domain/account/anonymity';
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
import { accountRedirect } from '@/domain/account/account-guards';
import { checkCredentials, type Credentials } from '@/domain/account/login-credentials';
import { cleanEmailInput, isSendableEmail } from '@/domain/marketing/email-input';
import { AccountGateway } from './account-gateway.port';
import { InFlight } from '@/lib/in-flight';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { attemptAccountCall, notifyAccountFailure } from './account-calls';
import { AccountTokenStorage } from './account-token-storage';
import {
  AccountRequestError,
  isRefusedCredentials,
  MissingCredentialsError,
} from './account.errors';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { NotificationStore } from '@/application/shared/notification.store';

/**
 * What an AccountStore writes to JSON and reads back (docs/architecture.md#server-rendering). The
 * token is left out: storage holds it, and `hydrate` reads it from there, so it never lands in a
 * rendered page.
 */
export interface AccountStoreState {
  readonly account?: Account | undefined;
  readonly details?: AccountDetails | undefined;
}

/**
 * The shopper's account (docs/product.md#account-data, docs/product.md#login-and-registration,
 * docs/product.md#roles-and-permissions, docs/product.md#errors): the token kept in storage under
 * `token`, the account it retrieves and its details. Failed calls show the
 * docs/product.md#errors account toast; a failed account load quietly yields the logged-out
 * account. The past orders are `OrderHistoryStore`'s, read with this token; a forgotten password
 * is `ResetPassword`'s.
 */
@injectable()
export class AccountStore {
  token: string | undefined = undefined;
  /**
   * Undefined until `restore` (or a login) has settled who the shopper is; the logged-out
   * marker when anonymous or the account could not be loaded (docs/product.md#errors). Never holds
   * the token.
   */
  account: Account | undefined = undefined;
  details: AccountDetails | undefined = undefined;
  private restoring: Promise<void> | undefined;
  private readonly tokens: AccountTokenStorage;
  /** The login or register under way: a second submit joins it instead of calling again. */
  private readonly signingIn = new InFlight<'sign-in', void>();

  constructor(
    @inject(AccountGateway) private readonly gateway: AccountGateway,
    @inject(KeyValueStorage) storage: KeyValueStorage,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(VisitorGate) private readonly gate: VisitorGate = new VisitorGate(),
  ) {
    this.tokens = new AccountTokenStorage(storage);
    makeAutoObservable<
      this,
      'gateway' | 'tokens' | 'notifications' | 'gate' | 'restoring' | 'signingIn'
    >(
      this,
      {
        gateway: false,
        tokens: false,
        notifications: false,
        gate: false,
        restoring: false,
        signingIn: false,
      },
      { autoBind: true },
    );
  }

  /** docs/product.md#roles-and-permissions: a token is present and the account was retrieved. */
  get isLoggedIn(): boolean {
    return loggedIn(this.token, this.account);
  }

  /**
   * Who the shopper is as far as the shop knows: `anonymous` only once settled without a stored
   * sign-in — a token whose account is loading, or could not be loaded, leaves it `unknown`
   * (docs/product.md#one-interruption-at-a-time).
   */
  get anonymity(): Anonymity {
    if (this.isLoggedIn) return 'member';
    return this.account !== undefined && this.token === undefined ? 'anonymous' : 'unknown';
  }

  /** docs/product.md#account-data: the name of the welcome greeting, while logged in. */
  get firstName(): string | undefined {
    return this.isLoggedIn ? this.account?.firstName : undefined;
  }

  /** Where an account page sends this shopper, if anywhere (docs/product.md#validation). */
  redirectFor(path: string): string | undefined {
    return accountRedirect(path, this.isLoggedIn);
  }

  /**
   * docs/product.md#account-data: at start-up, takes the token from storage and loads its account;
   * without one the shopper is logged out at once. Runs once; later calls share the first. The
   * stored token is the visitor's own, so it is read once the visitor gate opens.
   */
  restore(): Promise<void> {
    this.restoring ??= this.gate.opened().then(() => this.restoreStored());
    return this.restoring;
  }

  /**
   * docs/product.md#login-and-registration: missing email or password throws 'Cannot login when
   * missing credentials' without a call; success stores the token, then loads the account. A
   * refusal shows the docs/product.md#errors toast and rejects with an AccountRequestError wrapping
   * it; a wrong email or password only rejects, for the form to say at its field
   * (docs/decisions/0119-wrong-credentials-are-said-at-the-field.md).
   */
  async login(credentials: Partial<Credentials>): Promise<void> {
    const email = credentials.email === undefined ? undefined : cleanEmailInput(credentials.email);
    const checked = checkCredentials(email, credentials.password);
    if (!checked.ok) throw new MissingCredentialsError();
    await this.signIn('login', checked.value.email, () => this.gateway.login(checked.value));
  }

  /** Registers, then goes on as `login` (docs/product.md#login-and-registration). */
  async register(registration: Registration): Promise<void> {
    const cleaned = { ...registration, email: cleanEmailInput(registration.email) };
    await this.signIn('register', cleaned.email, () => this.gateway.register(cleaned));
  }

  /** Loads the account (docs/product.md#account-service); a failure logs the shopper out. */
  loadAccount(): Promise<void> {
    return this.fetchAccount(this.token);
  }

  /** Saves the details (docs/product.md#account-service): true once saved; a refusal toasts. */
  async updateDetails(change: AccountDetailsChange): Promise<boolean> {
    return this.callWithToken(
      (token) => this.gateway.updateAccount(token, change),
      (details) => {
        this.details = details;
        if (this.account?.isLoggedIn) {
          this.account = { ...this.account, firstName: details.firstName };
        }
      },
    );
  }

  /** docs/product.md#login-and-registration: logout clears the account and the token. */
  logout(): void {
    this.setToken(undefined);
    this.account = LOGGED_OUT_ACCOUNT;
    this.details = undefined;
  }

  /**
   * Calls the service with the current token and applies the answer unless the shopper changed
   * meanwhile: true once applied; false without a token (no call) or on a refusal (the toast).
   */
  callWithToken<T>(
    call: (token: string) => Promise<T>,
    apply: (value: T) => void,
  ): Promise<boolean> {
    const token = this.token;
    if (token === undefined) return Promise.resolve(false);
    return attemptAccountCall(this.notifications, async () => {
      const value = await call(token);
      runInAction(() => {
        if (this.token === token) apply(value);
      });
    });
  }

  toJSON(): AccountStoreState {
    return { account: this.account, details: this.details };
  }

  /** Takes the written state; the token comes from storage, as at start-up. */
  hydrate(state: AccountStoreState): void {
    this.token = this.tokens.read();
    this.account = state.account && withoutToken(state.account);
    this.details = state.details;
  }

  private restoreStored(): Promise<void> {
    this.token = this.tokens.read();
    return this.fetchAccount(this.token);
  }

  /**
   * Forms: one sign-in at a time — a second submit while one is under way joins it,
   * so nothing is sent twice — and an e-mail that cannot be sent (`isSendableEmail`: oversize,
   * invisible characters) is refused with the account (docs/product.md#errors) toast, without a
   * call.
   */
  private signIn(
    action: 'login' | 'register',
    email: string,
    call: () => Promise<Account>,
  ): Promise<void> {
    if (!this.signingIn.has('sign-in') && !isSendableEmail(email)) {
      this.notifyFailure(undefined);
      return Promise.reject(new AccountRequestError(action, new Error('e-mail not sendable')));
    }
    return this.signingIn.run('sign-in', () => this.send(call, action));
  }

  private async send(call: () => Promise<Account>, action: 'login' | 'register'): Promise<void> {
    let account: Account;
    try {
      account = await call();
    } catch (error) {
      if (!isRefusedCredentials(error)) this.notifyFailure(error);
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

  private notifyFailure(error: unknown): void {
    notifyAccountFailure(this.notifications, error);
  }

  private setToken(token: string | undefined): void {
    this.token = token;
    this.tokens.write(token);
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
