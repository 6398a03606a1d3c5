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
 * The separate account service (docs/product.md#account-service). Calls that need a logged-in
 * shopper take the token (sent in the `token` header, docs/product.md#roles-and-permissions); a
 * missing or unknown token rejects with a `status` 401 GatewayError. Refusals carry the service's
 * own text in `responseText`, which docs/product.md#errors Account_Specific_ErrorMsg quotes.
 */
export interface AccountGateway {
  /**
   * docs/product.md#account-service `POST /account/login`, docs/product.md#login-and-registration:
   * a logged-in account with its token and first name. An unknown email rejects with status 404, a
   * wrong password with 401.
   */
  login(credentials: Credentials): Promise<Account>;
  /**
   * docs/product.md#account-service `POST /account/register`,
   * docs/product.md#login-and-registration: creates the account and logs it in, like `login`. An
   * email already registered rejects with status 409; a blank email, name or password with 400.
   */
  register(registration: Registration): Promise<Account>;
  /** docs/product.md#account-service `GET /account`: the logged-in shopper's details. */
  account(token: string): Promise<AccountDetails>;
  /**
   * docs/product.md#account-service `PUT /account`: changes the given fields and answers the
   * details as saved.
   */
  updateAccount(token: string, change: AccountDetailsChange): Promise<AccountDetails>;
  /**
   * docs/product.md#account-service `GET /account/check-account-exist/{email}`: whether an account
   * uses this email.
   */
  accountExists(email: string): Promise<boolean>;
  /**
   * docs/product.md#account-service `POST /account/password-reset-email`: emails a reset link. An
   * unknown email rejects with status 404, as `login` does.
   */
  requestPasswordReset(email: string): Promise<void>;
  /**
   * docs/product.md#account-service `POST /account/password-reset`: sets a new password with the
   * secret from the reset link. The secret works once; an unknown or used one rejects with status
   * 400.
   */
  resetPassword(reset: PasswordReset): Promise<void>;
  /**
   * docs/product.md#account-service `GET /account/orders`: the shopper's past orders, newest first;
   * none is `[]`.
   */
  orders(token: string): Promise<readonly OrderSummary[]>;
  /**
   * docs/product.md#account-service `GET /account/orders/{id}`: one past order with its lines and
   * address. An order that is not this shopper's rejects with status 404.
   */
  order(token: string, id: string): Promise<Order>;
}
