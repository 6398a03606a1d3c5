import { formatSizeLevels, parseSizeName, productSizeLevels, type SizedItem } from './size-parsing';
import { settleSizeChoice, type SizeChoice } from './size-selection';

/**
 * docs/product.md#interface-state "selected size labels per product", docs/product.md#product-size-selection
 * "the choice is remembered per product": a choice as the one label the interface state keeps — the
 * chosen levels written as an item name (`50x70`, or `50` while the second is open); none before a
 * choice.
 */
export function sizeChoiceLabel(choice: SizeChoice): string | undefined {
  const [first, second] = choice;
  if (first === undefined) return undefined;
  return second === undefined ? first : formatSizeLevels([first, second]);
}

/**
 * The choice a remembered label stands for on a product's items, made valid for them
 * (`settleSizeChoice`): split into two levels only when the product's sizes have two, so a
 * one-level name holding an x stays whole. No label starts from an empty choice.
 */
export function sizeChoiceFromLabel(
  items: readonly SizedItem[],
  label: string | undefined,
): SizeChoice {
  if (label === undefined) return settleSizeChoice(items, []);
  const twoLevels = productSizeLevels(items)[0]?.length === 2;
  return settleSizeChoice(items, twoLevels ? parseSizeName(label) : [label]);
}
