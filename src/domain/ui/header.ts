import { STICKY_HEADER_SCROLL_PX } from '../constants';

/**
 * docs/product.md#header, docs/product.md#constants-and-limits: the header sticks once the page has
 * scrolled 200px.
 */
export function isHeaderStuck(scrollY: number): boolean {
  return scrollY >= STICKY_HEADER_SCROLL_PX;
}
