import { seedCatalogue } from '@/adapters/memory/seed/catalogue/catalogue.seed';

let idsBySku: ReadonlyMap<string, string> | undefined;

/**
 * The product ids an editor's product picker stores for these skus (docs/product.md#content-blocks
 * shop the look, product display), looked up in the seeded catalogue so a reordered catalogue
 * keeps the seeded choices. A sku the catalogue lacks is a mistake in the seed, and throws.
 */
export function productIdsOf(skus: readonly string[]): readonly string[] {
  idsBySku ??= new Map(seedCatalogue().products.map(({ sku, id }) => [sku, id]));
  const known = idsBySku;
  return skus.map((sku) => {
    const id = known.get(sku);
    if (id === undefined) throw new Error(`No seeded product has sku ${sku}`);
    return id;
  });
}
