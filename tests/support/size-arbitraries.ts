import fc from 'fast-check';
import type { SizedItem } from '@/domain/sizes/size-parsing';

/** A measurement level, as in `50x70` or `30 x 40 cm`: it holds a digit and no x. */
export const measurement = fc.oneof(
  fc.integer({ min: 1, max: 300 }).map(String),
  fc.integer({ min: 1, max: 300 }).map((n) => `${n} cm`),
  fc.integer({ min: 1, max: 40 }).map((n) => `Ø${n}`),
);

/** A one-level size: letter sizes (some with an x in them) and words. */
export const letterSize = fc.constantFrom(
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '3XL',
  'xs',
  'xl',
  '2xl',
  'One size',
  '38',
  '50x70x10',
);

/** How the x between two levels may be written: either case, with or without spaces. */
export const delimiter = fc.constantFrom('x', 'X', ' x ', ' X ', 'x ', ' x');

const padding = fc.constantFrom('', ' ', '  ', '\t');

/** An item name with two levels, written in any of the ways a shop writes them. */
export const twoLevelName = fc
  .tuple(padding, measurement, delimiter, measurement, padding)
  .map(([left, first, x, second, right]) => ({
    levels: [first, second] as const,
    name: `${left}${first}${x}${second}${right}`,
  }));

const withIds = (names: readonly string[]): readonly SizedItem[] =>
  names.map((name, index) => ({ id: `item-${index}`, name }));

/** A product whose items all have two levels, from few labels so that firsts repeat. */
export const twoLevelProduct = fc
  .uniqueArray(
    fc.tuple(
      fc.constantFrom('30', '50', '70'),
      fc.constantFrom('40', '70', '100', '140 cm'),
      delimiter,
    ),
    { minLength: 1, maxLength: 8, selector: ([first, second]) => `${first}|${second}` },
  )
  .map((sizes) => withIds(sizes.map(([first, second, x]) => `${first}${x}${second}`)));

/** A product whose items have one level each. */
export const oneLevelProduct = fc
  .uniqueArray(letterSize, { minLength: 1, maxLength: 6 })
  .map((names) => withIds(names));

/** Any product: one level, two levels, a mix (read as one level), duplicates or no items. */
export const product: fc.Arbitrary<readonly SizedItem[]> = fc.oneof(
  twoLevelProduct,
  oneLevelProduct,
  fc
    .tuple(twoLevelProduct, oneLevelProduct)
    .map(([two, one]) => withIds([...two, ...one].map((item) => item.name))),
  fc.array(fc.constantFrom('50x70', '50x70', 'M'), { maxLength: 3 }).map(withIds),
);

/** A remembered choice: labels that may or may not still be offered. */
export const sizeChoice = fc.array(
  fc.constantFrom('30', '50', '70', '100', '140 cm', 'M', 'XL', 'gone'),
  { maxLength: 3 },
);
