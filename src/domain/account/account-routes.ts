/**
 * docs/product.md#routes: the account pages' paths after the site prefix, without a leading slash;
 * the caller adds `/{site}/`.
 */
export const ACCOUNT_PATHS = {
  start: 'account',
  content: 'account/content',
  login: 'account/login',
  logout: 'account/logout',
  overview: 'account/overview',
  register: 'account/register',
  resetPassword: 'account/reset-password',
  overviewContent: 'account/overview/content',
  orders: 'account/overview/orders',
} as const;

export type AccountPageKind = keyof typeof ACCOUNT_PATHS;

/** An account page (docs/product.md#routes), one order's page carrying its id. */
export type AccountPage =
  { readonly kind: AccountPageKind } | { readonly kind: 'order'; readonly orderId: string };

/** docs/product.md#account: the path of one order's page, `account/overview/orders/{orderId}`. */
export function orderPath(orderId: string): string {
  return `${ACCOUNT_PATHS.orders}/${encodeURIComponent(orderId)}`;
}

const ORDER = /^account\/overview\/orders\/([^/]+)$/;

/**
 * Which account page a path after the site prefix is (`/account/overview/` → overview), or
 * `undefined` when it is not one. Leading and trailing slashes are ignored; case is not. The
 * order id is decoded (`orderPath` encodes it), or kept as written when it is not valid
 * percent-encoding.
 */
export function accountPage(path: string): AccountPage | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const kind = (Object.keys(ACCOUNT_PATHS) as AccountPageKind[]).find(
    (key) => ACCOUNT_PATHS[key] === trimmed,
  );
  if (kind !== undefined) return { kind };
  const order = ORDER.exec(trimmed)?.[1];
  return order === undefined ? undefined : { kind: 'order', orderId: decodeSegment(order) };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
