import type { CacheEntry } from '@/domain/cache/cache-entry';
import type { Product } from '@/domain/catalogue/product';

/** One card of the wishlist page: a design, its colours in order, and the wished ones. */
export interface WishlistDesign {
  readonly silkId: string;
  /** Every colour of the design once its silk products are in, else the wished ones. */
  readonly variants: readonly Product[];
}

/**
 * The wishlist's designs in wishlist order (docs/decisions/0027-search-item-is-a-design.md): the
 * wished variants that loaded, grouped by their silk product, each with its colours as the
 * catalogue lists them when those came (`silkEntry`), else the wished colours alone.
 */
export function wishlistDesigns(
  wished: readonly CacheEntry<Product>[],
  silkEntry: (silkId: string) => CacheEntry<readonly Product[]>,
): readonly WishlistDesign[] {
  const groups = new Map<string, Product[]>();
  for (const entry of wished) {
    if (entry.status !== 'success') continue;
    const product = entry.response;
    const group = groups.get(product.silkId) ?? [];
    if (!group.some(({ id }) => id === product.id)) group.push(product);
    groups.set(product.silkId, group);
  }
  return [...groups].map(([silkId, products]) => {
    const silk = silkEntry(silkId);
    const all = silk.status === 'success' ? silk.response : [];
    const complete = products.every((product) => all.some(({ id }) => id === product.id));
    return { silkId, variants: complete && all.length > 0 ? all : products };
  });
}
