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

export const AccountGateway = Symbol('AccountGateway');

/**
 * The separate account service (SPEC §7 Account service). Calls that need a logged-in shopper
 * take the token (sent in the `token` header, SPEC §6); a missing or unknown token rejects with
 * a `status` 401 GatewayError. Refusals carry the service's own text in `responseText`, which
 * SPEC §8 Account_Specific_ErrorMsg quotes.
 */
export interface AccountGateway {
  /**
   * SPEC §7 `POST /account/login`, §4 Account: a logged-in account with its token and first
   * name. An unknown email rejects with status 404, a wrong password with 401.
   */
  login(credentials: Credentials): Promise<Account>;
  /**
   * SPEC §7 `POST /account/register`, §4: creates the account and logs it in, like `login`. An
   * email already registered rejects with status 409; a blank email, name or password with 400.
   */
  register(registration: Registration): Promise<Account>;
  /** SPEC §7 `GET /account`: the logged-in shopper's details. */
  account(token: string): Promise<AccountDetails>;
  /** SPEC §7 `PUT /account`: changes the given fields and answers the details as saved. */
  updateAccount(token: string, change: AccountDetailsChange): Promise<AccountDetails>;
  /** SPEC §7 `GET /account/check-account-exist/{email}`: whether an account uses this email. */
  accountExists(email: string): Promise<boolean>;
  /**
   * SPEC §7 `POST /account/password-reset-email`: emails a reset link. An unknown email
   * rejects with status 404, as `login` does.
   */
  requestPasswordReset(email: string): Promise<void>;
  /**
   * SPEC §7 `POST /account/password-reset`: sets a new password with the secret from the reset
   * link. The secret works once; an unknown or used one rejects with status 400.
   */
  resetPassword(reset: PasswordReset): Promise<void>;
  /** SPEC §7 `GET /account/orders`: the shopper's past orders, newest first; none is `[]`. */
  orders(token: string): Promise<readonly OrderSummary[]>;
  /**
   * SPEC §7 `GET /account/orders/{id}`: one past order with its lines and address. An order
   * that is not this shopper's rejects with status 404.
   */
  order(token: string, id: string): Promise<Order>;
}
