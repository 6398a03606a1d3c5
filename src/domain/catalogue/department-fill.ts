/** docs/product.md#product-list-block: the product grid's columns from 768 px. */
export const WIDE_GRID_COLUMNS = 4;

/**
 * docs/product.md#category-lists short lists: the department whose items follow a category list
 * that cannot fill one row of the wide grid — the path's parent (`servering` for
 * `servering/muggar`) — or `null` when the list fills a row or the category is a department.
 */
export function departmentToFillFrom(path: string, total: number): string | null {
  const parts = path.split('/').filter((part) => part !== '');
  if (total >= WIDE_GRID_COLUMNS || parts.length < 2) return null;
  return parts.slice(0, -1).join('/');
}

/**
 * How many department items to ask for so that, with the category's own `total` left out, a
 * whole row of the wide grid is left.
 */
export function departmentFillLimit(total: number): number {
  return WIDE_GRID_COLUMNS + Math.max(0, total);
}
