/**
 * docs/product.md#constants-and-limits: the timeline's scrollbar thumb at most, and its stage
 * width (wider from 1360px).
 */
export const TIMELINE = {
  thumbMaxPercent: 85,
  stageWidthPercent: 40,
  stageWidthWidePercent: 42,
} as const;

/**
 * docs/product.md#constants-and-limits: the thumb covers at most this share of the timeline's
 * track.
 */
export const THUMB_MAX_SHARE = TIMELINE.thumbMaxPercent / 100;

/** How the timeline's strip of stages stands, in pixels, as the browser measures it. */
export interface StripMetrics {
  readonly scrollLeft: number;
  /** The width of every stage together. */
  readonly scrollWidth: number;
  /** The width of the strip's visible part. */
  readonly clientWidth: number;
}

/** The scrollbar's thumb, as shares of the track (0 to 1). */
export interface ThumbPlacement {
  readonly size: number;
  /** Where its left edge is: from 0 to `1 - size`. */
  readonly offset: number;
}

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** How far the strip can scroll; 0 when everything fits. */
export function maxScroll(strip: StripMetrics): number {
  return Math.max(0, strip.scrollWidth - strip.clientWidth);
}

/** How far along the strip is scrolled, from 0 (first stage) to 1 (the end). */
export function scrollProgress(strip: StripMetrics): number {
  const max = maxScroll(strip);
  return max === 0 ? 0 : clamp01(strip.scrollLeft / max);
}

/**
 * docs/product.md#content-blocks sustainability timeline, docs/product.md#constants-and-limits: the
 * thumb is as wide as the visible share of the strip, but never wider than 85 % of the track, so
 * there is always room to drag it; its place follows the scroll position and never leaves the
 * track.
 */
export function timelineThumb(strip: StripMetrics): ThumbPlacement {
  const visible = strip.scrollWidth > 0 ? strip.clientWidth / strip.scrollWidth : 1;
  const size = Math.min(THUMB_MAX_SHARE, clamp01(visible));
  return { size, offset: scrollProgress(strip) * (1 - size) };
}

/**
 * Where the strip scrolls to when the thumb is dragged `dragPx` from where it was when the
 * strip stood at `startScroll`, on a track `trackPx` wide: the thumb's travel (the track less
 * the thumb) maps onto the strip's whole scroll range. Never outside that range.
 */
export function scrollForDrag(
  strip: StripMetrics,
  startScroll: number,
  dragPx: number,
  trackPx: number,
): number {
  const max = maxScroll(strip);
  const travel = trackPx * (1 - timelineThumb(strip).size);
  if (max === 0 || travel <= 0) return 0;
  const start = Math.min(max, Math.max(0, startScroll));
  return Math.min(max, Math.max(0, start + (dragPx / travel) * max));
}

/** The thumb's travel on the track in pixels for a scroll position: the inverse of a drag. */
export function thumbOffsetPx(strip: StripMetrics, trackPx: number): number {
  return timelineThumb(strip).offset * trackPx;
}

/** The scrollbar's value for assistive technology: the scroll progress as a whole percentage. */
export function scrollbarValue(strip: StripMetrics): number {
  return Math.round(scrollProgress(strip) * 100);
}

/**
 * Where the keyboard takes the strip: one `stepPx` (a stage) back or forward, or to either end;
 * `undefined` for a key the scrollbar does not handle.
 */
export function scrollForKey(strip: StripMetrics, key: string, stepPx: number): number | undefined {
  const max = maxScroll(strip);
  const clampScroll = (value: number) => Math.min(max, Math.max(0, value));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return clampScroll(strip.scrollLeft + stepPx);
    case 'ArrowLeft':
    case 'ArrowUp':
      return clampScroll(strip.scrollLeft - stepPx);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return undefined;
  }
}
