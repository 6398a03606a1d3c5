import { accountPage } from '../account/account-routes';

/** What decides whether the membership modal may appear (docs/product.md#membership-modal). */
export interface MembershipModalContext {
  /** The membership modal cookie (docs/product.md#cookies) is set. */
  readonly cookieSet: boolean;
  readonly loggedIn: boolean;
  /** The page's path after the site prefix, e.g. `/account/register`. */
  readonly path: string;
}

/**
 * docs/product.md#membership-modal and docs/product.md#roles-and-permissions: shown only to
 * anonymous shoppers, unless its cookie is set or the page is registration. The caller waits
 * `MEMBERSHIP_MODAL_DELAY_MS` after load and asks again then.
 */
export function isMembershipModalEligible(context: MembershipModalContext): boolean {
  return !context.cookieSet && !context.loggedIn && accountPage(context.path)?.kind !== 'register';
}
