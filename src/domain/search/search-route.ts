import { routeLookupPath } from '../site/route-path';

/**
 * docs/product.md#routes search results: `/{market}/search` with an optional hyphenated second part
 * (`/se/search-tallrik`). True for the hyphenated form; plain `search` has its own route.
 */
export function isHyphenatedSearchPath(pathname: string): boolean {
  return /^search-[^/]+$/.test(routeLookupPath(pathname));
}
