import { resolveMarket } from '@/domain/market/market-resolution';
import { PREVIEW_LANGUAGE_PARAM, previewSite, type QueryParams } from '@/domain/site/preview-site';
import { splitSitePrefix, tidyPath } from '@/domain/site/route-path';
import { formatSite, parseSite } from '@/domain/site/site';
import { startUpRedirect } from '@/domain/site/start-up-redirect';
import type { SiteStore } from './site.store';

export interface EnterSiteRequest {
  readonly pathname: string;
  /** The query string, with or without its `?`. */
  readonly search: string;
  readonly query: QueryParams;
  readonly visitorCountry?: string | undefined;
}

export type EnterSiteOutcome =
  { readonly kind: 'ready' } | { readonly kind: 'redirect'; readonly to: string };

/**
 * docs/product.md#errors: an unknown country or language throws; the route shows the error page.
 */
export class SiteUnavailableError extends Error {
  override readonly name = 'SiteUnavailableError';
}

/**
 * docs/product.md#start-up 1–2 for one navigation: load markets and pricelists, set the site
 * from the route prefix (or from the editor in preview), and say where to go instead when the
 * prefix is missing, unknown or not in its short form, or the address is untidy (`tidyPath`). Gateway failures reject with their
 * GatewayError, so the route shows the error page.
 */
export async function enterSite(
  store: SiteStore,
  request: EnterSiteRequest,
): Promise<EnterSiteOutcome> {
  await store.loadMarkets();
  const search = withQuestionMark(request.search);
  // docs/product.md#routes: `//se//servering` and `/SE/servering` are the shop's `/se/servering`.
  const tidy = tidyPath(request.pathname);
  if (tidy !== request.pathname) return { kind: 'redirect', to: `${tidy}${search}` };
  const { first, rest } = splitSitePrefix(request.pathname);

  const preview = previewSite(request.query);
  if (preview) {
    if (!preview.ok || !store.setSite(preview.value, { preview: true }).ok) {
      const language = request.query[PREVIEW_LANGUAGE_PARAM] ?? 'default';
      throw new SiteUnavailableError(`No site for the preview language "${language}"`);
    }
    return { kind: 'ready' };
  }

  const parsed = first === undefined ? undefined : parseSite(first);
  const entered = parsed?.ok ? store.setSite(parsed.value) : undefined;
  if (entered?.ok) {
    const canonical = formatSite(entered.value.site);
    return canonical === first
      ? { kind: 'ready' }
      : { kind: 'redirect', to: `/${canonical}${rest}${search}` };
  }

  const redirect = startUpRedirect(`${request.pathname}${search}`, {
    markets: store.markets,
    pricelists: store.pricelists,
    visitorCountry: request.visitorCountry,
    current: store.isSiteSet ? store.site : undefined,
  });
  // The target must itself be enterable, or the shopper would be redirected for ever.
  if (!resolveMarket(redirect.site, store.markets, store.pricelists).ok) {
    throw new SiteUnavailableError(`No market sells in ${formatSite(redirect.site)}`);
  }
  return { kind: 'redirect', to: redirect.to };
}

function withQuestionMark(search: string): string {
  return search && !search.startsWith('?') ? `?${search}` : search;
}
