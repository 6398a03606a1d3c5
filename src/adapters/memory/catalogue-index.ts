import type { Category, FilterMetadata, Product } from '@/domain/catalogue/product';
import type { Language } from '@/domain/site/site';
import { filterMetadataOf } from './catalogue-filters';
import type { SeedCategory } from './seed/catalogue/categories.seed';
import type { CatalogueSeed, SeedProduct } from './seed/catalogue/catalogue.seed';

/**
 * A seeded catalogue indexed once by id, uri, sku, silk id and category, with each product
 * localized at most once per language. Shared by every gateway over the same seed: the stub
 * backend builds a gateway per request, and a 5,000-product seed must not be walked each time.
 */
export class CatalogueIndex {
  private static readonly built = new WeakMap<CatalogueSeed, CatalogueIndex>();

  /** The index of `seed`, built on first use. */
  static of(seed: CatalogueSeed): CatalogueIndex {
    let index = CatalogueIndex.built.get(seed);
    if (!index) {
      index = new CatalogueIndex(seed);
      CatalogueIndex.built.set(seed, index);
    }
    return index;
  }

  private readonly byId = new Map<string, SeedProduct>();
  private readonly byUri = new Map<string, SeedProduct>();
  private readonly bySku = new Map<string, SeedProduct>();
  private readonly bySilk = new Map<string, SeedProduct[]>();
  private readonly byCategory = new Map<string, SeedProduct[]>();
  private readonly categoriesById: ReadonlyMap<string, SeedCategory>;
  private readonly inMarket = new Map<string, readonly SeedProduct[]>();
  private readonly localized = new Map<string, Product>();
  private readonly filters = new Map<Language, readonly FilterMetadata[]>();

  private constructor(private readonly seed: CatalogueSeed) {
    this.categoriesById = new Map(seed.categories.map((category) => [category.id, category]));
    for (const product of seed.products) {
      this.byId.set(product.id, product);
      this.byUri.set(product.uri, product);
      this.bySku.set(product.sku, product);
      for (const item of product.items) this.bySku.set(item.sku, product);
      push(this.bySilk, product.silkId, product);
      for (const categoryId of product.categoryIds) push(this.byCategory, categoryId, product);
    }
  }

  /** The products market `marketId` carries: those with a stock entry there, even of 0. */
  productsIn(marketId: string): readonly SeedProduct[] {
    let products = this.inMarket.get(marketId);
    if (!products) {
      products = this.seed.products.filter((product) => carries(product, marketId));
      this.inMarket.set(marketId, products);
    }
    return products;
  }

  byIdIn(id: string, marketId: string): SeedProduct | undefined {
    return inMarket(this.byId.get(id), marketId);
  }

  byUriIn(uri: string, marketId: string): SeedProduct | undefined {
    return inMarket(this.byUri.get(uri), marketId);
  }

  bySkuIn(sku: string, marketId: string): SeedProduct | undefined {
    return inMarket(this.bySku.get(sku), marketId);
  }

  silkIn(silkId: string, marketId: string): readonly SeedProduct[] {
    return (this.bySilk.get(silkId) ?? []).filter((product) => carries(product, marketId));
  }

  /** The products in a category or below it; undefined for an unknown category. */
  inCategoryIn(categoryId: string, marketId: string): readonly SeedProduct[] | undefined {
    if (!this.categoriesById.has(categoryId)) return undefined;
    return (this.byCategory.get(categoryId) ?? []).filter((product) => carries(product, marketId));
  }

  category(id: string): SeedCategory | undefined {
    return this.categoriesById.get(id);
  }

  get categories(): readonly SeedCategory[] {
    return this.seed.categories;
  }

  /** Whether any product of the market is in the category or below it. */
  isStocked(categoryId: string, marketId: string): boolean {
    return (this.byCategory.get(categoryId) ?? []).some((product) => carries(product, marketId));
  }

  /** The product in the site's language, made once per product and language. */
  localize(product: SeedProduct, language: Language): Product {
    const key = `${language}:${product.id}`;
    let localized = this.localized.get(key);
    if (!localized) {
      localized = {
        ...product,
        name: product.name[language],
        excerpt: product.excerpt[language],
        description: product.description[language],
        silkVariantName: product.silkVariantName[language],
        media: product.media.map((image) => ({ url: image.url, alt: image.alt[language] })),
      };
      this.localized.set(key, localized);
    }
    return localized;
  }

  filterMetadata(language: Language): readonly FilterMetadata[] {
    let metadata = this.filters.get(language);
    if (!metadata) {
      metadata = filterMetadataOf(this.seed, language);
      this.filters.set(language, metadata);
    }
    return metadata;
  }
}

/** A category in the site's language; its Swedish `name` stays the key. */
export function localizeCategory(category: SeedCategory, language: Language): Category {
  return { ...category, label: category.label[language] };
}

/** docs/product.md#commerce-backend: only the market decides which products exist. */
function carries(product: SeedProduct, marketId: string): boolean {
  return product.items.some((item) => item.stockByMarket[marketId] !== undefined);
}

function inMarket(product: SeedProduct | undefined, marketId: string): SeedProduct | undefined {
  return product && carries(product, marketId) ? product : undefined;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
