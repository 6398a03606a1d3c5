import { StartupError } from '@/composition/config';

/**
 * Where the shop's public origin comes from (docs/operations.md#public-origin): the configured
 * `VITE_SHOP_ORIGIN`, or — where none is configured — a request's own, but only from a host on
 * the allow-list. A page names its origin in its canonical and alternate addresses, `og:url` and
 * structured data, and a CDN keeps the page for every visitor: an origin taken from any `Host`
 * header would let one request poison the page for everyone.
 */
export type OriginRule =
  | { readonly kind: 'configured'; readonly origin: string }
  | { readonly kind: 'allowed-hosts'; readonly hosts: readonly string[] };

/** The hosts a memory-mode server trusts when nothing else is set: this machine's own names. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The rule of a server with these `VITE_SHOP_*` settings and allow-list (`ALLOWED_HOSTS`). An
 * http-mode server serves real shoppers, so it must know its origin: without `VITE_SHOP_ORIGIN`
 * or an explicit allow-list it does not start.
 */
export function originRule(
  settings: Readonly<Record<string, string>>,
  allowedHosts: readonly string[] | undefined,
): OriginRule {
  const configured = settings.VITE_SHOP_ORIGIN;
  if (configured) return { kind: 'configured', origin: new URL(configured).origin };
  if (allowedHosts && allowedHosts.length > 0) {
    return { kind: 'allowed-hosts', hosts: allowedHosts.map((host) => host.toLowerCase()) };
  }
  if (settings.VITE_SHOP_ADAPTERS === 'http') {
    throw new StartupError(
      'Missing public origin: http mode needs VITE_SHOP_ORIGIN, the address shoppers reach the ' +
        'shop at (e.g. https://lera.shop), for canonical and alternate addresses and the ' +
        'sitemaps; or ALLOWED_HOSTS, the hosts whose requests may name it',
    );
  }
  return { kind: 'allowed-hosts', hosts: LOOPBACK_HOSTS };
}

/**
 * The origin a request's answer names: the configured one whatever the request says; else the
 * request's own when its host is allowed — a listed `host` matches it on any port, a listed
 * `host:port` on that port alone — and undefined when it is not.
 */
export function publicOrigin(rule: OriginRule, requestUrl: URL): string | undefined {
  if (rule.kind === 'configured') return rule.origin;
  const host = requestUrl.host.toLowerCase();
  const hostname = requestUrl.hostname.toLowerCase();
  return rule.hosts.some((allowed) => allowed === host || allowed === hostname)
    ? requestUrl.origin
    : undefined;
}
