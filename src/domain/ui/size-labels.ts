/** docs/product.md#interface-state: the size label chosen for each product, by product id. */
export type SizeLabels = Readonly<Record<string, string>>;

/** docs/product.md#product-size-selection: the choice is remembered per product. */
export function rememberSizeLabel(
  labels: SizeLabels,
  productId: string,
  label: string,
): SizeLabels {
  return { ...labels, [productId]: label };
}

/** The label remembered for a product, if any (own keys only: `toString` is no product). */
export function rememberedSizeLabel(labels: SizeLabels, productId: string): string | undefined {
  return Object.hasOwn(labels, productId) ? labels[productId] : undefined;
}
