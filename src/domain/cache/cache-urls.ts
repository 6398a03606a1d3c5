import type { Site } from '@/domain/site/site';

/**
 * docs/product.md#response-cache, docs/product.md#commerce-backend: product and category responses
 * are cached by the URL they come from. Commerce calls always carry the country and language
 * (docs/product.md#commerce-backend), and the answer differs by them (prices, stock, names), so the
 * cache URL names the site as well as the path.
 */
export function catalogueCacheUrl(path: string, site: Site): string {
  const country = encodeURIComponent(site.country);
  const language = encodeURIComponent(site.language);
  return `${path}?country=${country}&language=${language}`;
}

/** docs/product.md#commerce-backend `GET /products/uri/{uri}`: one product by its URL key. */
export function productByUriPath(uri: string): string {
  return `/products/uri/${encodeURIComponent(uri)}`;
}

/**
 * docs/product.md#commerce-backend `GET /products/sku/{sku}`: one product by its sku or one of its
 * items' skus.
 */
export function productBySkuPath(sku: string): string {
  return `/products/sku/${encodeURIComponent(sku)}`;
}

/**
 * docs/product.md#commerce-backend `GET /products/id/{id}`: one product (a colour variant) by its
 * id.
 */
export function productByIdPath(id: string): string {
  return `/products/id/${encodeURIComponent(id)}`;
}

/** docs/product.md#commerce-backend `GET /products/categories/{id}`: the products of a category. */
export function productsInCategoryPath(categoryId: string): string {
  return `/products/categories/${encodeURIComponent(categoryId)}`;
}

/**
 * docs/product.md#commerce-backend `GET /products/silk-product/{id}`: the colour variants of one
 * design.
 */
export function silkProductsPath(silkId: string): string {
  return `/products/silk-product/${encodeURIComponent(silkId)}`;
}

/** docs/product.md#commerce-backend `GET /categories`: the category tree. */
export const CATEGORIES_PATH = '/categories';
