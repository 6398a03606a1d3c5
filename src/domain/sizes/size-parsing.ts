/**
 * Item names hold one or two size levels split by this letter: `50x70`
 * (docs/product.md#product-size-selection, docs/product.md#constants-and-limits).
 */
export const SIZE_DELIMITER = 'x';

/** One size level (`M`) or two (`50`, `70`), first level first. */
export type SizeLevels = readonly [string] | readonly [string, string];

/** The named item a size is read from (docs/product.md#products-and-variants, Cart item size). */
export interface SizedItem {
  readonly id: string;
  readonly name: string;
}

const DELIMITER = new RegExp(SIZE_DELIMITER, 'i');
const DIGIT = /\d/;

/**
 * docs/product.md#product-size-selection, docs/product.md#constants-and-limits: an item name holds
 * one size level, or two split by the letter x (`50x70` → `50`, `70`). The x splits in either case
 * (`50 X 70`), but only between two parts that each hold a digit: a letter size such as `XL`, `XXL`
 * or `3XL` is one level, and so is a name with more than one x. Whitespace around each level is
 * trimmed.
 */
export function parseSizeName(name: string): SizeLevels {
  const parts = name.split(DELIMITER).map((part) => part.trim());
  if (parts.length === 2) {
    const [first, second] = parts as [string, string];
    if (DIGIT.test(first) && DIGIT.test(second)) return [first, second];
  }
  return [name.trim()];
}

/** The item name for size levels, the inverse of `parseSizeName`: `['50', '70']` → `50x70`. */
export function formatSizeLevels(levels: SizeLevels): string {
  return levels.join(SIZE_DELIMITER);
}

/**
 * The size levels of each of a product's items, in item order
 * (docs/product.md#product-size-selection selection). A product has two levels only when every
 * item's name has two; otherwise each whole trimmed name is its one level, so a product never mixes
 * one and two levels.
 */
export function productSizeLevels(items: readonly SizedItem[]): readonly SizeLevels[] {
  const parsed = items.map((item) => parseSizeName(item.name));
  if (parsed.every((levels) => levels.length === 2)) return parsed;
  return items.map((item) => [item.name.trim()] as const);
}
