/** SPEC §4 Product size selection: plates, dishes and bowls, by their Swedish category names. */
export const DIAMETER_CATEGORIES = ['Tallrikar', 'Fat', 'Skålar'] as const;

/**
 * SPEC §4 Product size selection: whether a category's size guide shows diameter. The whole
 * name must match in Swedish collation, blind to case and surrounding whitespace only: `Skålar`
 * matches whether its å is one character or a ring over an a, but `Skalar` does not.
 */
export function isDiameterCategory(category: string): boolean {
  const sameName = new Intl.Collator('sv', { sensitivity: 'accent' });
  const name = category.trim();
  return DIAMETER_CATEGORIES.some((diameter) => sameName.compare(diameter, name) === 0);
}

/** SPEC §3 Search item category levels: the size guide shows diameter when any level asks for it. */
export function showsDiameter(categories: readonly string[]): boolean {
  return categories.some(isDiameterCategory);
}
