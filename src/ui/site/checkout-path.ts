import { routeLookupPath } from '@/domain/site/route-path';

/**
 * Whether the page is the checkout or one of its result pages (docs/product.md#header
 * site-checkout): the pages with the quiet header and footer
 * (docs/decisions/0118-the-checkout-is-a-quiet-place.md).
 */
export function isCheckoutPath(pathname: string): boolean {
  return routeLookupPath(pathname).split('/')[0] === 'checkout';
}
