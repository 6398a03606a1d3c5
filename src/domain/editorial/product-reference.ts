/** docs/product.md#content-blocks single product link: which catalogue product a block names. */
export type ProductReference =
  { readonly kind: 'sku'; readonly sku: string } | { readonly kind: 'uri'; readonly uri: string };

/**
 * The product a block names by its sku or by its URL key (`uri`); the sku wins when both are
 * given. A URL key may be written as a path (`/se/mugg-sand`): its last segment is the key.
 */
export function productReference(sku: string, uri: string): ProductReference | undefined {
  const trimmedSku = sku.trim();
  if (trimmedSku !== '') return { kind: 'sku', sku: trimmedSku };
  const key = uri
    .trim()
    .split('/')
    .filter((segment) => segment !== '')
    .at(-1);
  return key ? { kind: 'uri', uri: key } : undefined;
}
