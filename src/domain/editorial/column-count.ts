/** docs/product.md#content-blocks container: at most 4 columns side by side on desktop. */
export const MAX_CONTAINER_COLUMNS = 4;

/**
 * docs/product.md#content-blocks container with columns: how many columns a desktop row has for
 * `children` columns — each its own up to 4, then rows of 4; at least 1, so an empty container
 * still lays out.
 */
export function columnCount(children: number): number {
  if (!Number.isFinite(children)) return 1;
  return Math.min(MAX_CONTAINER_COLUMNS, Math.max(1, Math.floor(children)));
}
