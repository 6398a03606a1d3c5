import type { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import type { ContentGateway } from '@/application/content/content-gateway.port';
import type { SiteContext } from '@/application/shared/site-context.port';
import type { MarketGateway } from '@/application/site/market-gateway.port';

/**
 * The shared-data calls a server keeps between renders (docs/operations.md#process-cache): what
 * every page asks for and every visitor gets alike — markets and pricelists, the UI texts, the
 * site settings, the menus and the footer's links — and the filter metadata every search and
 * category page asks for. Pages, products, searches and routes differ by page and are left to the
 * CDN; a visitor's cart, account and wishlist have ports of their own that never come here.
 */
export const CACHED_CALLS = {
  market: ['markets', 'market', 'pricelists', 'pricelist'],
  content: ['translations', 'settings', 'menu', 'footer'],
  catalogue: ['filterMetadata'],
} as const satisfies {
  readonly market: readonly (keyof MarketGateway)[];
  readonly content: readonly (keyof ContentGateway)[];
  readonly catalogue: readonly (keyof CatalogueGateway)[];
};

/**
 * Commerce calls carry the current site's country and language (docs/product.md#commerce-backend),
 * so the answer may differ by site although the call names none.
 */
const SITE_SCOPED: ReadonlySet<string> = new Set(['market', 'catalogue']);

/**
 * The key a call's answer is kept under — everything the answer depends on: port, method,
 * arguments, and for commerce calls the site they carry — or undefined when the call is not kept:
 * a call not listed in `CACHED_CALLS`, or any call in the editors' preview, whose drafts are
 * theirs alone.
 */
export function cachedCallKey(
  port: string,
  method: string,
  args: readonly unknown[],
  site: Pick<SiteContext, 'site' | 'isPreview'>,
): string | undefined {
  if (!Object.hasOwn(CACHED_CALLS, port) || site.isPreview) return undefined;
  const methods: readonly string[] = CACHED_CALLS[port as keyof typeof CACHED_CALLS];
  if (!methods.includes(method)) return undefined;
  const call = `${port}.${method}${JSON.stringify(args)}`;
  return SITE_SCOPED.has(port) ? `${call}@${site.site.country}-${site.site.language}` : call;
}
