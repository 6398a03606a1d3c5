/** The piece every other is measured against: the 27 cm dinner plate, ~70 % of the frame's width. */
const REFERENCE_CM = 27;
const REFERENCE_FILL = 0.7;
/**
 * Below 1, sizes are drawn closer together than true scale, so a mug is still a picture of a mug
 * and not a speck, while a bigger piece always fills more of its frame than a smaller one.
 */
const COMPRESSION = 0.6;
const SMALLEST_FILL = 0.3;
const LARGEST_FILL = 0.82;

/**
 * How much of a product picture's width a piece's main extent (a plate's diameter, a vase's
 * height) fills, from that extent in centimetres: monotonic, 27 cm → 0.7 (docs/operations.md#pictures).
 */
export function frameFill(centimetres) {
  const fill = REFERENCE_FILL * (centimetres / REFERENCE_CM) ** COMPRESSION;
  return Math.min(LARGEST_FILL, Math.max(SMALLEST_FILL, fill));
}

/**
 * A design's main extent in centimetres from its seeded measurement ("27 cm") or volume ("35 cl",
 * "1 l"): a vessel about as tall as it is wide holds π(h/2.2)²h, so h = ∛(4.84·V/π).
 */
export function extentCm({ measurement, volume }) {
  const cm = /^(\d+(?:[.,]\d+)?) cm$/.exec(measurement ?? '');
  if (cm) return Number(cm[1].replace(',', '.'));
  const liquid = /^(\d+(?:[.,]\d+)?) (cl|dl|l)$/.exec(volume ?? '');
  if (!liquid) return undefined;
  const millilitres = Number(liquid[1].replace(',', '.')) * { cl: 10, dl: 100, l: 1000 }[liquid[2]];
  return Math.cbrt((4.84 * millilitres) / Math.PI);
}
