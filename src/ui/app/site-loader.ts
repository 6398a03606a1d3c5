import { redirect, type LoaderFunction } from 'react-router-dom';
import { AccountStore } from '@/application/account/account.store';
import { ContentStore } from '@/application/content/content.store';
import { SanitizedHtmlStore } from '@/application/content/sanitized-html.store';
import { StartUp } from '@/application/site/start-up';
import { sameOriginPath } from '@/domain/site/same-origin-path';
import { DEFAULT_SITE, formatSite } from '@/domain/site/site';
import type { StoreResolver } from '@/ui/shared/container-context';
import { errorPageAnswer } from '@/ui/content/error-page-answer';

/**
 * Route loader for everything under the `{site}` prefix (docs/product.md#sites-and-routes): data
 * loading starts from the route (docs/architecture.md#server-rendering). Runs the start-up
 * (docs/product.md#start-up) — the shopper sent to the right prefix when needed, the site's content,
 * texts and sanitized notices ready before the page shows — and restores a signed-in shopper
 * (docs/product.md#login-and-registration) without holding the page up.
 */
export function siteLoader(resolver: StoreResolver): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    void resolver.get(AccountStore).restore();
    const outcome = await resolver.get(StartUp).run({
      pathname: url.pathname,
      search: url.search,
      query: Object.fromEntries(url.searchParams),
      visitorCountry: visitorCountryOf(request),
    });
    if (outcome.kind === 'redirect') return redirect(inShop(outcome.to, url.origin));
    if (outcome.kind === 'error') throw await errorPageAnswer(resolver, outcome.error);
    // The header's notices show in the first screen, so their HTML is made safe before it.
    const notices = resolver.get(ContentStore).notices.map((notice) => notice.html);
    await resolver.get(SanitizedHtmlStore).prepare('notice', notices);
    return null;
  };
}

/**
 * The country the CDN in front of the server says the visitor is in (`X-Country-Code`, two
 * letters), for the start-up redirect of an address without a site (docs/product.md#start-up). A
 * request the browser's router makes has no such header.
 */
export const COUNTRY_HEADER = 'X-Country-Code';

function visitorCountryOf(request: Request): string | undefined {
  const country = request.headers.get(COUNTRY_HEADER)?.trim();
  return country && /^[a-z]{2}$/i.test(country) ? country.toLowerCase() : undefined;
}

/**
 * The start-up redirect only ever stays in the shop. `startUpRedirect` always puts the
 * site prefix first, so this guard holds should that ever change: anything else goes to the
 * default market's home, with a warning.
 */
export function inShop(to: string, origin: string): string {
  const path = sameOriginPath(to, origin);
  if (path !== null) return path;
  console.warn(`Start-up redirect refused, it leaves the shop: ${to}`);
  return `/${formatSite(DEFAULT_SITE)}`;
}
