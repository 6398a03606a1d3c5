/**
 * docs/product.md#product-size-selection: plates, dishes and bowls, by their Swedish category
 * names.
 */
export const DIAMETER_CATEGORIES = ['Tallrikar', 'Fat', 'Skålar'] as const;

/**
 * docs/product.md#content-service `shared-content/size-guide/{name}`: the size guides the shop
 * links to.
 */
export type SizeGuideName = 'plates' | 'textiles' | 'apparel';

/**
 * The guide of each category that has one, by Swedish name: the diameter categories show
 * `plates`, textiles (width × length) and clothing (S, M, L) their own.
 */
const GUIDE_CATEGORIES: readonly (readonly [string, SizeGuideName])[] = [
  ...DIAMETER_CATEGORIES.map((name) => [name, 'plates'] as const),
  ['Textil', 'textiles'],
  ['Kläder', 'apparel'],
];

/**
 * Whether two category names are the same: the whole name in Swedish collation, blind to case
 * and surrounding whitespace only, so `Skålar` matches whether its å is one character or a ring
 * over an a, but `Skalar` does not.
 */
function sameCategory(name: string, category: string): boolean {
  return SWEDISH.compare(name, category.trim()) === 0;
}

const SWEDISH = new Intl.Collator('sv', { sensitivity: 'accent' });

/** docs/product.md#product-size-selection: whether a category's size guide shows diameter. */
export function isDiameterCategory(category: string): boolean {
  return DIAMETER_CATEGORIES.some((diameter) => sameCategory(diameter, category));
}

/**
 * docs/product.md#search-data category levels: the size guide shows diameter when any level asks
 * for it.
 */
export function showsDiameter(categories: readonly string[]): boolean {
  return categories.some(isDiameterCategory);
}

/**
 * docs/product.md#product-page size guide modal: the guide for a product's category path (Swedish
 * names, top level first). The most specific level with a guide decides; `undefined` when none has
 * one, and the product offers no size guide.
 */
export function sizeGuideFor(categories: readonly string[]): SizeGuideName | undefined {
  for (const category of [...categories].reverse()) {
    const match = GUIDE_CATEGORIES.find(([name]) => sameCategory(name, category));
    if (match) return match[1];
  }
  return undefined;
}

/**
 * docs/product.md#product-page size guide: the guide a product page offers — its categories'
 * (`sizeGuideFor`) when the content service lists a guide of that name (`listed`, the names of
 * its size-guide folder), none when it does not. While the list is unknown (not read yet, or
 * reading it failed) the categories' guide is offered, so a passing failure hides no guide
 * (docs/decisions/0091-size-guides-listed-then-read-by-name.md).
 */
export function offeredSizeGuide(
  guide: SizeGuideName | undefined,
  listed: readonly string[] | undefined,
): SizeGuideName | undefined {
  if (guide === undefined || listed === undefined) return guide;
  return listed.includes(guide) ? guide : undefined;
}

/**
 * docs/product.md#product-size-selection two levels: what each level of a two-level size
 * measures, as its guide's table does — textiles are width × length (`150x250`) — as the
 * translation keys naming them. A guide without two measures gives none, and the levels are
 * numbered instead.
 */
const LEVEL_KEYS: Partial<Record<SizeGuideName, readonly [string, string]>> = {
  textiles: ['Product_Size_Width', 'Product_Size_Length'],
};

export function sizeLevelKeys(
  guide: SizeGuideName | undefined,
): readonly [string, string] | undefined {
  return guide ? LEVEL_KEYS[guide] : undefined;
}

/** Whether a product is sold in sizes to choose between, so its size guide is worth a link. */
export function offersSizes(items: readonly { readonly size: string }[]): boolean {
  return items.some((item) => item.size.trim() !== '');
}
