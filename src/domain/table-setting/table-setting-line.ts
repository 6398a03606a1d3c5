import { isInStock } from '@/domain/stock/stock-rules';

/** One variant chosen in the table-setting tool (docs/product.md#table-setting). */
export interface TableSettingLine {
  readonly variantId: string;
  /** Price of one piece, in the pricelist's currency. */
  readonly price: number;
  /** Pieces chosen, from the quantity options (docs/product.md#validation). */
  readonly quantity: number;
  /** Pieces in stock in the current market. */
  readonly stock: number;
}

/** docs/product.md#table-setting: an out-of-stock variant is left out of the total and the add. */
export function lineInStock(line: Pick<TableSettingLine, 'stock'>): boolean {
  return isInStock(line.stock);
}
