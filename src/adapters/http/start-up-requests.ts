import { MENU_NAMES } from '@/domain/content/menu-item';
import { isCatchAllPath } from '@/domain/site/named-pages';
import { isPreview, type QueryParams } from '@/domain/site/preview-site';
import { decodedPath, routeLookupPath, siteNamedIn } from '@/domain/site/route-path';
import { DEFAULT_SITE, type Site } from '@/domain/site/site';
import { commercePaths } from './commerce-requests';
import { cdnRequests, pageOf, type CdnRequest } from './content-requests';

/** Where the start-up's calls go: the commerce API and the content proxy, as the adapters have them. */
export interface StartUpBackend {
  /** `{base}/api` (docs/product.md#commerce-backend). */
  readonly apiBase: string;
  /** `{base}/api/storyblok-proxy`. */
  readonly proxyBase: string;
  /** The general settings story's id (docs/product.md#content-service `cdn/stories/{id}`). */
  readonly settingsId: string;
}

/**
 * The GETs the first run of the start-up (docs/product.md#start-up) makes for an address, as the
 * http adapters write them, so index.html can ask for them (`link rel=preload`) while the code is
 * still on its way rather than after it: the markets and pricelists (asked before any site is
 * set, so with the default site's parameters), the first-screen content and the UI texts in
 * the language the address names, and the catch-all's route lookup. None when the address
 * names no site (the start-up redirects) or is the editors' preview (drafts, its own site).
 * tests/composition/start-up-requests.test.ts holds these against the adapters' own calls.
 */
export function startUpRequestUrls(
  backend: StartUpBackend,
  pathname: string,
  query: QueryParams,
): readonly string[] {
  const site = siteNamedIn(pathname);
  if (!site || isPreview(query)) return [];
  const { language } = site;
  const commerce = (path: string, { country, language }: Site) =>
    `${backend.apiBase}${path}?${stringify({ country, language })}`;
  const content = ({ path, params }: CdnRequest) =>
    `${backend.proxyBase}/${path}?${stringify({ ...params, version: 'published', token: '' })}`;
  const pagePath = decodedPath(pathname);
  return [
    commerce(commercePaths.markets, DEFAULT_SITE),
    commerce(commercePaths.pricelists, DEFAULT_SITE),
    ...(isCatchAllPath(pagePath)
      ? [commerce(commercePaths.route(routeLookupPath(pagePath)), site)]
      : []),
    content(cdnRequests.story(backend.settingsId, language)),
    content(cdnRequests.notices(language)),
    ...MENU_NAMES.map((name) => content(cdnRequests.menu(language, name))),
    content(pageOf(cdnRequests.shops(), 1)),
    content(cdnRequests.translations(language)),
  ];
}

/** Flat parameters as both clients write them: in order, each key and value URI-encoded. */
function stringify(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}
