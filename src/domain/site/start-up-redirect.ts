import type { Market, Pricelist } from '@/domain/market/market';
import { resolveMarket } from '@/domain/market/market-resolution';
import { DEFAULT_SITE, defaultLanguage, formatSite, type Site } from './site';

export interface RedirectContext {
  readonly markets: readonly Market[];
  readonly pricelists: readonly Pricelist[];
  /** The visitor's own country, when known. */
  readonly visitorCountry?: string | undefined;
  /** The site already chosen in this visit, if any: a shopper in Norway stays in Norway. */
  readonly current?: Site | undefined;
}

export interface Redirect {
  /** The site the shopper is sent to. */
  readonly site: Site;
  readonly to: string;
}

/**
 * docs/product.md#start-up 2: when the route names no usable site and none is set yet, send the
 * shopper to their own country's prefix if a market and a pricelist cover it, else to the
 * default market, keeping the original URL (`/about?x=1` → `/se/about?x=1`).
 */
export function startUpRedirect(originalUrl: string, context: RedirectContext): Redirect {
  const site = context.current ?? visitorOrDefaultSite(context);
  const path = originalUrl.startsWith('/') ? originalUrl : `/${originalUrl}`;
  // A bare `/` (with or without a query) adds nothing after the prefix: `/?x=1` → `/se?x=1`.
  return { site, to: `/${formatSite(site)}${path.replace(/^\/(?=[?#]|$)/, '')}` };
}

function visitorOrDefaultSite({ markets, pricelists, visitorCountry }: RedirectContext): Site {
  if (!visitorCountry) return DEFAULT_SITE;
  const country = visitorCountry.toLowerCase();
  const visitor = { country, language: defaultLanguage(country) };
  return resolveMarket(visitor, markets, pricelists).ok ? visitor : DEFAULT_SITE;
}
