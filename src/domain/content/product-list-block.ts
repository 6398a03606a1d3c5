import { categoryLevelFilters } from '@/domain/catalogue/category-path';
import type { NamedQueryOptions } from '@/domain/search/named-query';
import { valueFilter } from '@/domain/search/search-filter';
import { formatSite, type Site } from '@/domain/site/site';
import { allBloks, numberField, textField } from './blok-fields';
import type { Blok } from './story';

/**
 * Product list block: items shown at first (`productsToShow`, docs/product.md#product-list-block,
 * docs/product.md#constants-and-limits).
 */
export const PRODUCTS_TO_SHOW = 24;
/** How long a content page waits for its product lists before it shows without them. */
export const PAGE_PAINT_WAIT_MS = 300;

/**
 * The blocks that list products from a search (docs/product.md#catalogue: product list,
 * search-driven list).
 */
const PRODUCT_LIST_BLOCKS: readonly string[] = ['product_list', 'search_product_list'];

/**
 * docs/product.md#product-list-block, docs/product.md#constants-and-limits productsToShow: the
 * named query behind a product list block. `category` is a slash path like a category list's
 * (`servering/tallrikar`, its level filters kept as rules so the filter panel refines within it);
 * `query` is a search text; `limit` the page size (24 when missing or not a whole number from 1).
 * Named per block and site, so each block keeps its own pages and another market's list is fetched
 * in its own currency.
 */
export function productListQuery(
  blok: Blok,
  site: Site,
): NamedQueryOptions & { readonly name: string } {
  const limit = numberField(blok, 'limit');
  const rules = categoryLevelFilters(textField(blok, 'category')).map((level) =>
    valueFilter(level.name, [level.value]),
  );
  return {
    name: `block:${blok._uid}:${formatSite(site)}`,
    q: textField(blok, 'query').trim(),
    limit: limit !== undefined && Number.isInteger(limit) && limit >= 1 ? limit : PRODUCTS_TO_SHOW,
    rules,
  };
}

/** The product list blocks anywhere in a story's tree, to fetch before the page shows. */
export function productListBloks(root: Blok): readonly Blok[] {
  return allBloks(root).filter((blok) => PRODUCT_LIST_BLOCKS.includes(blok.component));
}
