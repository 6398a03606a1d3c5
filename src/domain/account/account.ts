/**
 * docs/product.md#backend-calls, docs/product.md#constants-and-limits: the account client's
 * timeout.
 */
export const ACCOUNT_TIMEOUT_MS = 30_000;

/**
 * docs/product.md#account-data: what the account service tells about the shopper. `firstName` is
 * used in the welcome greeting.
 */
export interface Account {
  readonly isLoggedIn: boolean;
  readonly token?: string | undefined;
  readonly firstName?: string | undefined;
}

/**
 * docs/product.md#account-data, docs/product.md#errors: the logged-out marker a failed account load
 * yields.
 */
export const LOGGED_OUT_ACCOUNT: Account = { isLoggedIn: false };

/**
 * docs/product.md#roles-and-permissions: a shopper is logged in when a token is present (not blank)
 * and the account was retrieved — an account saying `isLoggedIn`, not the logged-out marker or none
 * yet.
 */
export function isLoggedIn(token: string | undefined, account: Account | undefined): boolean {
  return presentToken(token) !== undefined && account?.isLoggedIn === true;
}

/**
 * docs/product.md#account-data, docs/product.md#roles-and-permissions: the token as kept in storage
 * counts only when it is not blank; a blank one is no token at all, so nothing is asked of the
 * account service with it.
 */
export function presentToken(token: string | undefined): string | undefined {
  return token === undefined || token.trim() === '' ? undefined : token;
}
