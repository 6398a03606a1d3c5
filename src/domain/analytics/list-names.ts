/**
 * docs/product.md#analytics: the names product lists are reported under. They are the shop's own,
 * in English and the same on every market and language, so one list is one row in a report;
 * a list without a name of its own (an editor's product list block) reads 'Generic Product List'.
 */
export const LIST_NAMES = {
  search: 'Search Results',
  related: 'Related Products',
  shopTheLook: 'Shop The Look',
  hotspot: 'Hero Hotspot',
} as const;

/** A category page's list, by the category's path (`servering/tallrikar`), the same in sv and en. */
export function categoryListName(path: string): string {
  return `Category: ${path}`;
}

/** The row of a short category's department that follows it (docs/product.md#category-lists). */
export function departmentFillListName(path: string): string {
  return `${categoryListName(path)} (more from the department)`;
}
