import type { ProductItem } from '@/domain/catalogue/product';
import type { SeedCategory } from './seed/catalogue/categories.seed';
import {
  seedCatalogue,
  type CatalogueSeed,
  type SeedProduct,
} from './seed/catalogue/catalogue.seed';

/** One buyable item of the catalogue with the product it belongs to. */
export interface CatalogueEntry {
  readonly product: SeedProduct;
  readonly item: ProductItem;
  /** The product's most specific category (docs/product.md#cart-data folderName). */
  readonly folder: SeedCategory | undefined;
  /** The category path and the product's uri. */
  readonly canonicalUri: string;
}

/** The items a cart can hold, found by item id: what the fake commerce backend sells. */
export class CartCatalogue {
  private readonly byItem = new Map<string, CatalogueEntry>();

  constructor(seed: CatalogueSeed = seedCatalogue()) {
    const categories = new Map(seed.categories.map((category) => [category.id, category]));
    for (const product of seed.products) {
      const folderId = product.categoryIds[product.categoryIds.length - 1];
      const folder = folderId === undefined ? undefined : categories.get(folderId);
      const canonicalUri = folder ? `${folder.uri}/${product.uri}` : product.uri;
      for (const item of product.items) {
        this.byItem.set(item.id, { product, item, folder, canonicalUri });
      }
    }
  }

  find(itemId: string): CatalogueEntry | undefined {
    return this.byItem.get(itemId);
  }
}

let seeded: CartCatalogue | undefined;

/** The seeded catalogue's items, indexed once and shared by every fake cart. */
export function seededCartCatalogue(): CartCatalogue {
  return (seeded ??= new CartCatalogue());
}
