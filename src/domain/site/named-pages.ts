import { isHyphenatedSearchPath } from '@/domain/search/search-route';
import { routeLookupPath } from './route-path';

/**
 * docs/product.md#routes: the pages under a site prefix that have a name of their own (the view's
 * routes hold one route each). Every other path is the catch-all's, which asks the route lookup.
 */
export const NAMED_PAGES = ['account', 'cart', 'checkout', 'dummy', 'search', 'wishlist'] as const;

/** Whether a page path (`/se/servering/tallrikar`) is one the route lookup is asked about. */
export function isCatchAllPath(pathname: string): boolean {
  const [first = ''] = routeLookupPath(pathname).split('/');
  return !(NAMED_PAGES as readonly string[]).includes(first) && !isHyphenatedSearchPath(pathname);
}
