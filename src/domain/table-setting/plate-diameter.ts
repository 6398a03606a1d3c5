/** Millimetres in a centimetre: a measurement written in mm is read as cm. */
const MM_PER_CM = 10;

/** The first number of a measurement (decimal point or comma) and the unit written after it. */
const MEASUREMENT = /(\d+(?:[.,]\d+)?)\s*(cm|mm)?/i;

/**
 * docs/product.md#constants-and-limits plate width scale: a plate is drawn from its diameter, which
 * the catalogue gives as the product's measurement (docs/product.md#table-setting
 * `measurement_value`, e.g. `27 cm`, `Ø 27,5 cm`). The first number counts (`35x24 cm` is a 35 cm
 * dish at its widest side as listed); it is in centimetres unless `mm` follows it. A measurement
 * without a number gives `undefined`: the plate cannot be drawn to scale.
 */
export function plateDiameterCm(measurement: string | undefined): number | undefined {
  const match = measurement === undefined ? null : MEASUREMENT.exec(measurement);
  if (!match?.[1]) return undefined;
  const value = Number(match[1].replace(',', '.'));
  return match[2]?.toLowerCase() === 'mm' ? value / MM_PER_CM : value;
}
