/**
 * The fallback face's adjustments while Instrument Sans, the body's face, loads: Arial (or its
 * metric twins Helvetica and Liberation Sans) scaled and set so that its lines take the room
 * Instrument Sans's will, so the swap shifts nothing (CLS 0). Computed by `@capsizecss/core`'s
 * `createFontStack` from both fonts' published metrics; tests/ui/styles/text-font.test.ts computes
 * them again.
 */
export const TEXT_FALLBACK_METRICS = {
  ascentOverride: '94.4163%',
  descentOverride: '24.3341%',
  lineGapOverride: '0%',
  sizeAdjust: '102.7365%',
} as const;

/** The local faces the fallback is drawn from: Arial's names and the faces measured like it. */
export const TEXT_FALLBACK_SOURCES = ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans'] as const;
