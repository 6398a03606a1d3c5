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
  return token !== undefined && token.trim() !== '' && account?.isLoggedIn === true;
}
