/**
 * SPEC §3 Account: what the account service tells about the shopper. `firstName` is used in the
 * welcome greeting.
 */
export interface Account {
  readonly isLoggedIn: boolean;
  readonly token?: string | undefined;
  readonly firstName?: string | undefined;
}

/** SPEC §3 and §8: the logged-out marker a failed account load yields. */
export const LOGGED_OUT_ACCOUNT: Account = { isLoggedIn: false };

/**
 * SPEC §6: a shopper is logged in when a token is present (not blank) and the account was
 * retrieved — an account saying `isLoggedIn`, not the logged-out marker or none yet.
 */
export function isLoggedIn(token: string | undefined, account: Account | undefined): boolean {
  return presentToken(token) !== undefined && account?.isLoggedIn === true;
}

/**
 * SPEC §3/§6: the token as kept in storage counts only when it is not blank; a blank one is
 * no token at all, so nothing is asked of the account service with it.
 */
export function presentToken(token: string | undefined): string | undefined {
  return token === undefined || token.trim() === '' ? undefined : token;
}
