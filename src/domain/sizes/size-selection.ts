import { productSizeLevels, type SizedItem, type SizeLevels } from './size-parsing';

/**
 * The size labels chosen for one product so far, first level first
 * (docs/product.md#interface-state: selected size labels per product). A second label is only ever
 * chosen after a first.
 */
export type SizeChoice = readonly string[];

function levelCount(levels: readonly SizeLevels[]): number {
  return levels[0]?.length ?? 1;
}

function startsWith(levels: SizeLevels, prefix: SizeChoice): boolean {
  return prefix.every((label, index) => levels[index] === label);
}

/** The distinct labels at `prefix.length` among the items whose earlier levels are `prefix`. */
function optionsAfter(levels: readonly SizeLevels[], prefix: SizeChoice): readonly string[] {
  const depth = prefix.length;
  const labels = levels.flatMap((item) =>
    startsWith(item, prefix) ? item.slice(depth, depth + 1) : [],
  );
  return [...new Set(labels)];
}

/**
 * The wanted label when it is offered, else the only option (docs/product.md#product-size-selection: chosen
 * automatically).
 */
function pick(options: readonly string[], wanted: string | undefined): string | undefined {
  return (
    options.find((option) => option === wanted) ?? (options.length === 1 ? options[0] : undefined)
  );
}

function settle(
  levels: readonly SizeLevels[],
  choice: SizeChoice,
  settled: SizeChoice = [],
): SizeChoice {
  const next = pick(optionsAfter(levels, settled), choice[settled.length]);
  return next === undefined ? settled : settle(levels, choice, [...settled, next]);
}

/**
 * A choice made valid for the product's items (docs/product.md#product-size-selection): labels no
 * item offers any more are dropped with every level after them, and a level with a single option is
 * chosen automatically. Use it for a new product (`[]`) and for a remembered choice.
 */
export function settleSizeChoice(items: readonly SizedItem[], choice: SizeChoice): SizeChoice {
  return settle(productSizeLevels(items), choice);
}

/**
 * The options at each level, in item order (docs/product.md#product-size-selection): every first
 * label; with two levels, the second labels of the items matching the chosen first, and none
 * until a first is chosen.
 */
export function sizeOptions(
  items: readonly SizedItem[],
  choice: SizeChoice,
): readonly (readonly string[])[] {
  const levels = productSizeLevels(items);
  const settled = settle(levels, choice);
  return Array.from({ length: levelCount(levels) }, (_, level) =>
    level <= settled.length ? optionsAfter(levels, settled.slice(0, level)) : [],
  );
}

/**
 * Chooses `label` at `level` (docs/product.md#product-size-selection). Changing the first level
 * keeps the second when the new first still offers it. A label that is not offered changes nothing,
 * and neither does a second level before a first: the open first level ends the choice there.
 */
export function chooseSize(
  items: readonly SizedItem[],
  choice: SizeChoice,
  level: number,
  label: string,
): SizeChoice {
  const levels = productSizeLevels(items);
  const current = settle(levels, choice);
  if (!optionsAfter(levels, current.slice(0, level)).includes(label)) return current;
  const next = [...current];
  next[level] = label;
  return settle(levels, next);
}
