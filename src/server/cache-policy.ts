/**
 * How long a cache in front of the server may keep an answer (docs/operations.md#caching). One
 * name per kind of answer, so the log says which rule applied.
 */
export type CachePolicy =
  | 'asset'
  | 'file'
  | 'page'
  | 'search'
  | 'not-found'
  | 'private'
  | 'uncached'
  | 'moved'
  | 'redirect';

/**
 * What the request log and the metrics say a page's answer was: its cache rule, or the app shell
 * in its place, a crawler turned away under load, or QA switches that could not be read.
 */
export type AnswerKind = CachePolicy | 'shell' | 'shed' | 'bad-request';

export const CACHE_CONTROL: Readonly<Record<CachePolicy, string>> = {
  asset: 'public, max-age=31536000, immutable',
  file: 'public, max-age=86400, stale-while-revalidate=604800',
  page: 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400',
  search: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  'not-found': 'public, max-age=0, s-maxage=60',
  private: 'private, no-store',
  uncached: 'no-store',
  // An untidy address always goes to the same tidy one.
  moved: 'public, max-age=86400',
  // A render's redirect may follow the visitor's country: no shared cache keeps it.
  redirect: 'private, no-store',
};

const PRIVATE_PAGE = /^\/[^/]+\/(account|checkout)(\/|$)/;
const SEARCH_PAGE = /^\/[^/]+\/search(-[^/]*)?$/;

/**
 * The rule for a rendered page: the editors' preview and a visitor's own pages (account,
 * checkout) are never kept; search results briefly; a missing page a minute; a failed
 * one not at all; every other page five minutes at the CDN, served stale while it renders anew
 * and while the backends are down.
 */
export function pageCachePolicy(url: URL, status: number): CachePolicy {
  if (url.searchParams.has('_storyblok') || PRIVATE_PAGE.test(url.pathname)) return 'private';
  if (status === 404) return 'not-found';
  if (status >= 400) return 'uncached';
  return SEARCH_PAGE.test(url.pathname) ? 'search' : 'page';
}
