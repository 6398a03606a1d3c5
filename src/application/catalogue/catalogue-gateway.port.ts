import type { Category, FilterMetadata, Product, ReviewSettings } from '@/domain/catalogue/product';

export const CatalogueGateway = Symbol('CatalogueGateway');

/**
 * The commerce backend's catalogue (SPEC §7 `/products…`, `/categories…`, filter metadata and
 * review settings), in the language of the current site. Only the site's market decides which
 * products exist (BACKENDS.md Centra): a product the market does not carry is never listed and
 * is not found by a lookup.
 */
export interface CatalogueGateway {
  /** SPEC §7 `GET /products`: every product of the market. */
  products(): Promise<readonly Product[]>;
  /**
   * SPEC §7 `GET /products/categories/{id}`: the products in a category or below it; `[]` for
   * a category without any. Rejects with a `status` 404 GatewayError for an unknown category.
   */
  productsInCategory(categoryId: string): Promise<readonly Product[]>;
  /**
   * SPEC §7 `POST /products/filter` with body `{products: ids}`: the products among `ids`, in
   * the order asked, each once; unknown ids are left out, so `[]` gives `[]`.
   */
  filterProducts(productIds: readonly string[]): Promise<readonly Product[]>;
  /**
   * SPEC §7 `GET /products/silk-product/{id}`: the colour variants of one design. Rejects with
   * a `status` 404 GatewayError when no product of the market has that silk id.
   */
  silkProducts(silkId: string): Promise<readonly Product[]>;
  /** SPEC §7 `GET /products/id/{id}`; rejects with a `status` 404 GatewayError when missing. */
  productById(id: string): Promise<Product>;
  /** SPEC §7 `GET /products/uri/{uri}` (SPEC §2 product URL key); 404 status error when missing. */
  productByUri(uri: string): Promise<Product>;
  /**
   * SPEC §7 `GET /products/sku/{sku}`: by the product's sku or one of its items' skus; rejects
   * with a `status` 404 GatewayError when missing.
   */
  productBySku(sku: string): Promise<Product>;
  /** SPEC §7 `GET /categories`: the whole tree, parents before their children. */
  categories(): Promise<readonly Category[]>;
  /** SPEC §7 `GET /categories/{id}`; rejects with a `status` 404 GatewayError when missing. */
  category(id: string): Promise<Category>;
  /**
   * SPEC §7 `GET /categories/markets/{id}`: the categories holding at least one product of that
   * market. Rejects with a `status` 404 GatewayError for an unknown market.
   */
  categoriesInMarket(marketId: string): Promise<readonly Category[]>;
  /** SPEC §7 `GET /findify/storyblok-plugin-data`: the filters editors may put on a list. */
  filterMetadata(): Promise<readonly FilterMetadata[]>;
  /**
   * SPEC §7 `PUT /yotpo/settings/{id}`: whether a product shows reviews. Rejects with a
   * `status` 404 GatewayError for an unknown product.
   */
  reviewSettings(productId: string): Promise<ReviewSettings>;
}
