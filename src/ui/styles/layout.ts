/**
 * The sizes of docs/product.md#constants-and-limits that only the styles use: depths, widths
 * and heights, in px unless a CSS unit is part of the value. The domain keeps the numbers its
 * rules need (image widths, the timeline's thumb); the breakpoints are in `breakpoints.ts`.
 */

import { breakpoints } from './breakpoints';

/**
 * The page's side padding (`main`'s), which a full-bleed hero takes back with negative margins:
 * 1rem on phones, 3rem from 1024px, and from 1920px whatever centres a 1920px-wide page —
 * lines and grids stop growing there (docs/product.md#site-wide-layout). The wide value is in
 * `vw`, not `%`, so the hero, a child of `main`, computes the same length as `main` itself.
 */
export const PAGE_GUTTER = {
  phone: '1rem',
  desktop: '3rem',
  wide: `calc((100vw - ${breakpoints.xxl}px) / 2 + 3rem)`,
} as const;

/** The `z-index` of the header and banners, the dimming overlay, and the panels over it. */
export const OVERLAY_DEPTH = { normal: 100, overlay: 165, sidebar: 200 } as const;
/**
 * The consent prompt and the newsletter popup: under the header (at `normal`), so its menus,
 * selectors and dropdowns stay above and clickable (docs/product.md#one-interruption-at-a-time).
 */
export const INVITATION_DEPTH = OVERLAY_DEPTH.normal - 1;
export const NOTICE_BAR_HEIGHT = { mobile: '3.2rem', desktop: '4rem' } as const;
export const SIDEBAR_WIDTH = { tablet: '50vw', desktop: '49.6rem' } as const;
export const MINI_CART_WIDTH_PX = 400;
export const QUICK_VIEW_WIDTH_PX = { normal: 325, hotspotDesktop: 786 } as const;
export const RESTOCK_MODAL_WIDTH_PX = 440;
export const NOTIFY_ME_PANEL_HEIGHT_PX = 440;
export const LANGUAGE_LIST = { maxHeight: '60vh', desktopWidthPx: 264 } as const;
export const SHOP_FINDER_COLUMN_PX = { normal: 500, wide: 550 } as const;
/**
 * The newsletter popup: a small card, no longer the SPEC's 30rem × 44rem panel
 * (docs/decisions/0120-invitations-that-wait-their-turn.md); 44rem is its most.
 */
export const NEWSLETTER_POPUP = { width: '22.5rem', maxHeight: '44rem' } as const;
export const TRACKING_BLOCK_MAX_WIDTH = '55rem';
/** Grid columns of the sliders on large screens. */
export const SLIDER_COLUMNS = { carbonFootprint: 4, productDisplay: 4, onlineShops: 3 } as const;
