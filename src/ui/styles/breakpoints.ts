/**
 * docs/product.md#constants-and-limits style breakpoints, in px: the one source of every media
 * query the views write, whether in a linaria `css` block, a `sizes` or `<source media>`
 * attribute, or `matchMedia`.
 */
export const breakpoints = { sm: 620, md: 768, lg: 1024, xl: 1360, xxl: 1920 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Mobile is under this width. */
export const MOBILE_BELOW_PX = breakpoints.md;
/** Desktop is from this width. */
export const DESKTOP_ABOVE_PX = breakpoints.lg;

/**
 * How far under a breakpoint a `max-width` query ends: close enough that a zoomed viewport of
 * fractional width is never caught between it and the breakpoint's `min-width` query.
 */
const JUST_UNDER_PX = 0.02;

/**
 * Media conditions by what they mean, for `matchMedia` and `<source media>`. These and `media`
 * are plain strings over `breakpoints`, not built by helper functions: wyw-in-js shakes this
 * module before it evaluates a style at build time, and does not keep such helpers.
 */
export const mediaQueries = {
  mobile: `(max-width: ${breakpoints.md - JUST_UNDER_PX}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** A mouse or trackpad that hovers, where hover effects make sense. */
  finePointer: '(hover: hover) and (pointer: fine)',
} as const;

/** `@media` rules for linaria `css` blocks: `${media.lg} { … }`. */
export const media = {
  /** A large phone held sideways or a small tablet: room for a third column or card. */
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  /** Wider than the widest pictures are drawn for: content stops growing and is centred. */
  xxl: `@media (min-width: ${breakpoints.xxl}px)`,
  mobile: `@media ${mediaQueries.mobile}`,
  reducedMotion: `@media ${mediaQueries.reducedMotion}`,
  finePointer: `@media ${mediaQueries.finePointer}`,
} as const;

/**
 * An `<img sizes>` value: how wide the image shows from each breakpoint up (widest first),
 * then below them all. `imageSizes({ lg: '25vw', md: '45vw' }, '78vw')` is
 * `(min-width: 1024px) 25vw, (min-width: 768px) 45vw, 78vw`.
 */
export function imageSizes(
  from: Readonly<Partial<Record<Breakpoint, string>>>,
  otherwise: string,
): string {
  const widest = (Object.keys(from) as Breakpoint[]).sort(
    (a, b) => breakpoints[b] - breakpoints[a],
  );
  return [
    ...widest.map((breakpoint) => `(min-width: ${breakpoints[breakpoint]}px) ${from[breakpoint]}`),
    otherwise,
  ].join(', ');
}
