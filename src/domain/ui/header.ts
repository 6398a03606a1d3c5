import { STICKY_HEADER_SCROLL_PX } from '../constants';

/** SPEC §2 Header, §9: the header sticks once the page has scrolled 200px. */
export function isHeaderStuck(scrollY: number): boolean {
  return scrollY >= STICKY_HEADER_SCROLL_PX;
}
