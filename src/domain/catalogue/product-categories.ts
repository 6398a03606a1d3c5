import type { Category, Product } from './product';

/**
 * docs/product.md#products-and-variants: the categories of the tree a product is in, in the
 * product's order (top level first); ids the tree does not hold are left out.
 */
export function productCategories(
  product: Pick<Product, 'categoryIds'>,
  tree: readonly Category[],
): readonly Category[] {
  return product.categoryIds.flatMap((id) => tree.filter((category) => category.id === id));
}
