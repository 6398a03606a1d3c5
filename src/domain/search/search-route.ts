import { routeLookupPath } from '@/domain/site/route-path';

/**
 * docs/product.md#routes search results: `/{market}/search` with an optional hyphenated second part
 * (`/se/search-tallrik`). True for the hyphenated form; plain `search` has its own route.
 */
export function isHyphenatedSearchPath(pathname: string): boolean {
  return /^search-[^/]+$/.test(routeLookupPath(pathname));
}

/**
 * docs/product.md#search-results: what the results page searches for — the address's `q` without
 * the spaces around it. `''` means there is nothing to search for: the page asks what to look for
 * and searches nothing, rather than list the whole catalogue under an empty heading.
 */
export function searchPageQuery(q: string | null): string {
  return (q ?? '').trim();
}

/** docs/product.md#routes: the results page of `site` (`se-en`) for `q`, trimmed. */
export function searchPagePath(site: string, q: string): string {
  return `/${site}/search?q=${encodeURIComponent(q.trim())}`;
}
