import { roundToHundredths } from '@/domain/money/amount-format';
import { lineInStock, type TableSettingLine } from './table-setting-line';

/**
 * docs/product.md#table-setting: the Total is price × quantity summed over the chosen
 * variants, leaving out every out-of-stock one. Rounded to the currency's minor unit (öre, cent)
 * so that float sums such as 0.1 × 3 read as 0.3.
 */
export function tableSettingTotal(lines: readonly TableSettingLine[]): number {
  const total = lines
    .filter(lineInStock)
    .reduce((sum, line) => sum + line.price * line.quantity, 0);
  return roundToHundredths(total);
}

/**
 * docs/product.md#table-setting: add to cart adds each chosen variant with quantity above 0 and
 * stock above 0, in the order they were chosen.
 */
export function itemsToAdd<T extends TableSettingLine>(lines: readonly T[]): readonly T[] {
  return lines.filter((line) => line.quantity > 0 && lineInStock(line));
}
