/** Where a horizontally scrolling strip stands: its scroll offset and sizes, in px. */
export interface StripMetrics {
  readonly scrollLeft: number;
  /** The visible width. */
  readonly clientWidth: number;
  /** The whole strip's width. */
  readonly scrollWidth: number;
}

/** A strip counts as at its end this close to it (sub-pixel scrolling never lands exactly). */
const EDGE_PX = 1;

/** The furthest a strip scrolls. */
export function maxScroll(strip: StripMetrics): number {
  return Math.max(0, strip.scrollWidth - strip.clientWidth);
}

/**
 * docs/product.md#content-blocks swipeable images: whether the previous and next buttons have
 * anywhere to go.
 */
export function stripButtons(strip: StripMetrics): {
  readonly prev: boolean;
  readonly next: boolean;
} {
  return {
    prev: strip.scrollLeft > EDGE_PX,
    next: strip.scrollLeft < maxScroll(strip) - EDGE_PX,
  };
}

/**
 * docs/product.md#content-blocks swipeable images: where the previous (-1) or next (1) button
 * scrolls to — one `step` (a picture's width and gap) further, never past either end. Scroll snap
 * then settles on the nearest picture.
 */
export function stripTarget(strip: StripMetrics, direction: -1 | 1, step: number): number {
  const stride = Number.isFinite(step) ? Math.max(1, step) : 1;
  const from = Number.isFinite(strip.scrollLeft) ? strip.scrollLeft : 0;
  const target = from + direction * stride;
  return Math.min(maxScroll(strip), Math.max(0, target));
}
