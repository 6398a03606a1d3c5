/** Table-setting tool: plate width scale divisor (docs/product.md#constants-and-limits). */
export const PLATE_WIDTH_DIVISOR = 51.09;

const FULL_WIDTH_PERCENT = 100;

/**
 * docs/product.md#constants-and-limits: plates are drawn to scale on the tool's background, whose
 * width stands for 51.09 cm. A plate's width, as a percentage of the background, is
 * `diameter_cm / 51.09 × 100`, clamped to 0–100 %: a plate wider than the table fills it, and a
 * missing, negative or broken diameter draws nothing.
 */
export function plateWidthPercent(diameterCm: number): number {
  if (!Number.isFinite(diameterCm) || diameterCm <= 0) return 0;
  return Math.min((diameterCm / PLATE_WIDTH_DIVISOR) * FULL_WIDTH_PERCENT, FULL_WIDTH_PERCENT);
}
