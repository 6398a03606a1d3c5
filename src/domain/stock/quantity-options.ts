import { QUANTITY_MIN } from './quantity-stepper';
import { isInStock } from './stock-rules';

/** docs/product.md#validation, docs/product.md#constants-and-limits: the cart line drop-down cap. */
export const CART_LINE_QUANTITY_CAP = 24;
/** docs/product.md#validation, docs/product.md#constants-and-limits: the table-setting max. */
export const TABLE_SETTING_QUANTITY_MAX = 10;

/** docs/product.md#validation: the table-setting drop-down starts at 0, "none of this one". */
export const TABLE_SETTING_QUANTITY_MIN = 0;

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(to - from + 1, 0) }, (_, index) => from + index);
}

/** The largest quantity a drop-down offers: the stock, at most `cap`; no stock offers none. */
function top(stock: number, cap: number): number {
  return isInStock(stock) ? Math.floor(Math.min(stock, cap)) : 0;
}

/**
 * docs/product.md#validation, docs/product.md#constants-and-limits: the cart line quantity
 * drop-down runs from 1 to the smaller of the market stock and 24. When the line already holds more
 * (the stock fell since it was added), that quantity is offered last so the drop-down can show it;
 * choosing any other only lowers it.
 */
export function cartLineQuantityOptions(stock: number, current = 0): readonly number[] {
  const last = top(stock, CART_LINE_QUANTITY_CAP);
  const options = range(QUANTITY_MIN, last);
  return current > last ? [...options, current] : options;
}

/**
 * docs/product.md#validation, docs/product.md#constants-and-limits: the table-setting quantity
 * options run from 0 up to the stock, at most 10. No stock leaves only 0; a fractional stock rounds
 * down.
 */
export function tableSettingQuantityOptions(stock: number): readonly number[] {
  return range(TABLE_SETTING_QUANTITY_MIN, top(stock, TABLE_SETTING_QUANTITY_MAX));
}
