import { ACCOUNT_PATHS } from './account-routes';

/** An extra account-menu item from the settings (docs/product.md#account-menu). */
export interface AccountMenuExtra {
  readonly label: string;
  /** The path after the site prefix, without a leading slash. */
  readonly target: string;
}

/** The account pages the menu always links to (docs/product.md#account-menu). */
export type AccountMenuPage = 'overview' | 'orders' | 'content' | 'logout';

/** One account-menu entry: a fixed page (the UI words it) or an extra from the settings. */
export type AccountMenuItem =
  | { readonly kind: 'page'; readonly page: AccountMenuPage; readonly target: string }
  | ({ readonly kind: 'extra' } & AccountMenuExtra);

const page = (name: AccountMenuPage, target: string): AccountMenuItem => ({
  kind: 'page',
  page: name,
  target,
});

const MEMBER_ITEMS = [
  page('overview', ACCOUNT_PATHS.overview),
  page('orders', ACCOUNT_PATHS.orders),
  page('content', ACCOUNT_PATHS.content),
];

const LOGOUT_ITEM = page('logout', ACCOUNT_PATHS.logout);

/** docs/product.md#account-menu: the four fixed targets, sign out last. */
export const ACCOUNT_MENU: readonly AccountMenuItem[] = [...MEMBER_ITEMS, LOGOUT_ITEM];

/**
 * docs/product.md#roles-and-permissions: the account icon goes to `account/login` (which sends a
 * logged-in shopper on).
 */
export const ACCOUNT_ICON_TARGET = ACCOUNT_PATHS.login;

/** docs/product.md#roles-and-permissions: sign out goes to `account/logout`. */
export const SIGN_OUT_TARGET = ACCOUNT_PATHS.logout;

/**
 * docs/product.md#account-menu: the fixed targets plus the extra items from the settings, in their
 * order, before logout, which stays last. An extra whose target is already in the menu is left
 * out, so each target appears once.
 */
export function accountMenu(extras: readonly AccountMenuExtra[]): readonly AccountMenuItem[] {
  const seen = new Set<string>(ACCOUNT_MENU.map((item) => item.target));
  const added = extras.flatMap((extra): AccountMenuItem[] => {
    if (seen.has(extra.target)) return [];
    seen.add(extra.target);
    return [{ kind: 'extra', label: extra.label, target: extra.target }];
  });
  return [...MEMBER_ITEMS, ...added, LOGOUT_ITEM];
}
