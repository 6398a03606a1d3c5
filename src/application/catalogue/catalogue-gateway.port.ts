import type { Category, FilterMetadata, Product, ReviewSettings } from '@/domain/catalogue/product';

export const CatalogueGateway = Symbol('CatalogueGateway');

/**
 * The commerce backend's catalogue (docs/product.md#commerce-backend `/products…`, `/categories…`,
 * filter metadata and review settings), in the language of the current site. Only the site's market
 * decides which products exist (docs/product.md#commerce-backend): a product the market does not
 * carry is never listed and is not found by a lookup.
 */
export interface CatalogueGateway {
  /** docs/product.md#commerce-backend `GET /products`: every product of the market. */
  products(): Promise<readonly Product[]>;
  /**
   * docs/product.md#commerce-backend `GET /products/categories/{id}`: the products in a category or
   * below it; `[]` for a category without any. Rejects with a `status` 404 GatewayError for an
   * unknown category.
   */
  productsInCategory(categoryId: string): Promise<readonly Product[]>;
  /**
   * docs/product.md#commerce-backend `POST /products/filter` with body `{products: ids}`: the
   * products among `ids`, in the order asked, each once; unknown ids are left out, so `[]` gives
   * `[]`.
   */
  filterProducts(productIds: readonly string[]): Promise<readonly Product[]>;
  /**
   * docs/product.md#commerce-backend `GET /products/silk-product/{id}`: the colour variants of one
   * design. Rejects with a `status` 404 GatewayError when no product of the market has that silk
   * id.
   */
  silkProducts(silkId: string): Promise<readonly Product[]>;
  /**
   * docs/product.md#commerce-backend `GET /products/id/{id}`; rejects with a `status` 404
   * GatewayError when missing.
   */
  productById(id: string): Promise<Product>;
  /**
   * docs/product.md#commerce-backend `GET /products/uri/{uri}` (docs/product.md#product-page: product
   * URL key); 404 status error when missing.
   */
  productByUri(uri: string): Promise<Product>;
  /**
   * docs/product.md#commerce-backend `GET /products/sku/{sku}`: by the product's sku or one of its
   * items' skus; rejects with a `status` 404 GatewayError when missing.
   */
  productBySku(sku: string): Promise<Product>;
  /**
   * docs/product.md#commerce-backend `GET /categories`: the whole tree, parents before their
   * children.
   */
  categories(): Promise<readonly Category[]>;
  /**
   * docs/product.md#commerce-backend `GET /categories/{id}`; rejects with a `status` 404
   * GatewayError when missing.
   */
  category(id: string): Promise<Category>;
  /**
   * docs/product.md#commerce-backend `GET /categories/markets/{id}`: the categories holding at
   * least one product of that market. Rejects with a `status` 404 GatewayError for an unknown
   * market.
   */
  categoriesInMarket(marketId: string): Promise<readonly Category[]>;
  /**
   * docs/product.md#commerce-backend `GET /findify/storyblok-plugin-data`: the filters editors may
   * put on a list, each named with its values in the site's language — the names the filter panel
   * shows (docs/product.md#filters-and-sort).
   */
  filterMetadata(): Promise<readonly FilterMetadata[]>;
  /**
   * docs/product.md#commerce-backend `PUT /yotpo/settings/{id}`: whether a product shows reviews.
   * Rejects with a `status` 404 GatewayError for an unknown product.
   */
  reviewSettings(productId: string): Promise<ReviewSettings>;
}
