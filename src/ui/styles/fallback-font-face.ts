/** A fallback face's adjustments, as capsize names them. */
export interface FallbackMetrics {
  readonly ascentOverride: string;
  readonly descentOverride: string;
  readonly lineGapOverride: string;
  readonly sizeAdjust: string;
}

/**
 * The `@font-face` rule of a web font's stand-in: a local face, adjusted to take the web font's
 * room, so the page does not move when the web font arrives.
 */
export function fallbackFontFace(
  family: string,
  sources: readonly string[],
  metrics: FallbackMetrics,
): string {
  return `@font-face {
    font-family: '${family}';
    src: ${sources.map((name) => `local('${name}')`).join(', ')};
    ascent-override: ${metrics.ascentOverride};
    descent-override: ${metrics.descentOverride};
    line-gap-override: ${metrics.lineGapOverride};
    size-adjust: ${metrics.sizeAdjust};
  }`;
}
