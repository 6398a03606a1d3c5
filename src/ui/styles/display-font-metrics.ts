/**
 * The fallback face's adjustments while Fraunces loads: Times New Roman (or its metric twin
 * Liberation Serif) scaled and set so that its lines take the room Fraunces's will, so the swap
 * shifts nothing (CLS 0). Computed by `@capsizecss/core`'s `createFontStack` from both fonts'
 * published metrics; tests/ui/styles/display-font.test.ts computes them again.
 */
export const DISPLAY_FALLBACK_METRICS = {
  ascentOverride: '84.7148%',
  descentOverride: '22.0882%',
  lineGapOverride: '0%',
  sizeAdjust: '115.4462%',
} as const;

/** The local faces the fallback is drawn from, Times New Roman's names and its metric twin. */
export const DISPLAY_FALLBACK_SOURCES = [
  'Times New Roman',
  'TimesNewRomanPSMT',
  'Liberation Serif',
] as const;
