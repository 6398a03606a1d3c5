import { ACCOUNT_PATHS, accountPage, type AccountPage } from './account-routes';

/** Where an account page sends a shopper who is logged out, or logged in; none: it shows. */
interface Redirects {
  readonly loggedOut?: string;
  readonly loggedIn?: string;
}

const MEMBERS_ONLY: Redirects = { loggedOut: ACCOUNT_PATHS.login };
const ANONYMOUS_ONLY: Redirects = { loggedIn: ACCOUNT_PATHS.overview };

/**
 * docs/product.md#validation route guards per account page. Pages for members send the logged-out
 * to login; login and register send the logged-in to the overview; the empty `account` start page
 * sends each on; reset-password (a link from an email) and logout show to everyone.
 */
const REDIRECTS: Readonly<Record<AccountPage['kind'], Redirects>> = {
  start: { loggedOut: ACCOUNT_PATHS.login, loggedIn: ACCOUNT_PATHS.overview },
  content: MEMBERS_ONLY,
  overview: MEMBERS_ONLY,
  overviewContent: MEMBERS_ONLY,
  orders: MEMBERS_ONLY,
  order: MEMBERS_ONLY,
  login: ANONYMOUS_ONLY,
  register: ANONYMOUS_ONLY,
  resetPassword: {},
  logout: {},
};

/**
 * docs/product.md#validation: account pages redirect to login when logged out; login (and register)
 * redirect to the account overview when logged in. Takes the path after the site prefix and returns
 * the target (`account/login`, `account/overview`) for the caller to prefix with the site, or
 * `undefined` when the page may show. Paths outside the account never redirect.
 */
export function accountRedirect(path: string, loggedIn: boolean): string | undefined {
  const page = accountPage(path);
  if (page === undefined) return undefined;
  const redirects = REDIRECTS[page.kind];
  return loggedIn ? redirects.loggedIn : redirects.loggedOut;
}
