import { err, ok, type Result } from '@/domain/result';
import { productSizeLevels, type SizedItem } from './size-parsing';
import { settleSizeChoice, type SizeChoice } from './size-selection';

/** Not every size level is chosen yet; `level` is the first one still open (0 or 1). */
export interface SizeChoiceIncomplete {
  readonly kind: 'sizes/incomplete';
  readonly level: number;
}

/**
 * The item a size choice names (docs/product.md#product-size-selection), once every level is
 * chosen; otherwise the first level still open. With two items of one name, the first is meant.
 */
export function resolveSizeItem(
  items: readonly SizedItem[],
  choice: SizeChoice,
): Result<SizedItem, SizeChoiceIncomplete> {
  const levels = productSizeLevels(items);
  const settled = settleSizeChoice(items, choice);
  const index = levels.findIndex((item) => item.every((label, i) => label === settled[i]));
  const item = items[index];
  return item ? ok(item) : err({ kind: 'sizes/incomplete', level: settled.length });
}

/**
 * docs/product.md#product-size-selection: add to cart is allowed only when all levels are chosen.
 */
export function canAddSizeToCart(items: readonly SizedItem[], choice: SizeChoice): boolean {
  return resolveSizeItem(items, choice).ok;
}
