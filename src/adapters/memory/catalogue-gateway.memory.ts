import type { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import type { SiteContext } from '@/application/shared/site-context.port';
import type { Category, FilterMetadata, Product, ReviewSettings } from '@/domain/catalogue/product';
import { CatalogueIndex, localizeCategory } from './catalogue-index';
import { notFound } from './not-found';
import {
  seedCatalogue,
  type CatalogueSeed,
  type SeedProduct,
} from './seed/catalogue/catalogue.seed';
import { seededMarkets } from './seed/markets.seed';
import { siteMarketOf } from './seed/site-market';

/** The review provider's app key the seeded shop answers with. */
export const SEEDED_REVIEWS_APP_KEY = 'lera-reviews-demo';

/** Categories whose products are not reviewed: a gift card or a spare lid has no reviews. */
const UNREVIEWED_CATEGORIES: ReadonlySet<string> = new Set(['Presentkort', 'Reservdelar']);

let curated: CatalogueSeed | undefined;
/** The curated catalogue, seeded once however many gateways are built over it. */
const curatedCatalogue = (): CatalogueSeed => (curated ??= seedCatalogue());

/**
 * The catalogue over the seeded shop, for `npm run dev`, the stub backend and the tests: in the
 * site's language, limited to the products the site's market carries
 * (docs/product.md#commerce-backend).
 */
export class MemoryCatalogueGateway implements CatalogueGateway {
  private readonly index: CatalogueIndex;

  constructor(
    private readonly context: SiteContext,
    seed: CatalogueSeed = curatedCatalogue(),
  ) {
    this.index = CatalogueIndex.of(seed);
  }

  async products(): Promise<readonly Product[]> {
    return this.localize(this.index.productsIn(this.marketId()));
  }

  async productsInCategory(categoryId: string): Promise<readonly Product[]> {
    const products = this.index.inCategoryIn(categoryId, this.marketId());
    if (!products) throw notFound(`Category ${categoryId}`);
    return this.localize(products);
  }

  async filterProducts(productIds: readonly string[]): Promise<readonly Product[]> {
    const marketId = this.marketId();
    const found = [...new Set(productIds)].flatMap((id) => {
      const product = this.index.byIdIn(id, marketId);
      return product ? [product] : [];
    });
    return this.localize(found);
  }

  async silkProducts(silkId: string): Promise<readonly Product[]> {
    const products = this.index.silkIn(silkId, this.marketId());
    if (products.length === 0) throw notFound(`Silk product ${silkId}`);
    return this.localize(products);
  }

  async productById(id: string): Promise<Product> {
    return this.one(this.index.byIdIn(id, this.marketId()), `Product ${id}`);
  }

  async productByUri(uri: string): Promise<Product> {
    return this.one(this.index.byUriIn(uri, this.marketId()), `Product with uri ${uri}`);
  }

  async productBySku(sku: string): Promise<Product> {
    return this.one(this.index.bySkuIn(sku, this.marketId()), `Product with sku ${sku}`);
  }

  async categories(): Promise<readonly Category[]> {
    const { language } = this.context.site;
    return this.index.categories.map((category) => localizeCategory(category, language));
  }

  async category(id: string): Promise<Category> {
    const category = this.index.category(id);
    if (!category) throw notFound(`Category ${id}`);
    return localizeCategory(category, this.context.site.language);
  }

  async categoriesInMarket(marketId: string): Promise<readonly Category[]> {
    if (!seededMarkets.some((market) => market.id === marketId)) {
      throw notFound(`Market ${marketId}`);
    }
    const { language } = this.context.site;
    return this.index.categories
      .filter((category) => this.index.isStocked(category.id, marketId))
      .map((category) => localizeCategory(category, language));
  }

  async filterMetadata(): Promise<readonly FilterMetadata[]> {
    return this.index.filterMetadata(this.context.site.language);
  }

  async reviewSettings(productId: string): Promise<ReviewSettings> {
    const product = this.index.byIdIn(productId, this.marketId());
    if (!product) throw notFound(`Product ${productId}`);
    const unreviewed = product.categoryIds.some((id) =>
      UNREVIEWED_CATEGORIES.has(this.index.category(id)?.name ?? ''),
    );
    return { productId, enabled: !unreviewed, appKey: SEEDED_REVIEWS_APP_KEY };
  }

  /** Read on every call: the shopper may switch market between calls. */
  private marketId(): string {
    return siteMarketOf(this.context).market.id;
  }

  private localize(products: readonly SeedProduct[]): readonly Product[] {
    const { language } = this.context.site;
    return products.map((product) => this.index.localize(product, language));
  }

  private one(product: SeedProduct | undefined, what: string): Product {
    if (!product) throw notFound(what);
    return this.index.localize(product, this.context.site.language);
  }
}
