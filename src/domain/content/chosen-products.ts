import { PRODUCTS_TO_SHOW } from './product-list-block';
import { hotspotItem } from '@/domain/hero/hero-hotspot';
import type { NamedQueryOptions } from '@/domain/search/named-query';
import { valueFilter } from '@/domain/search/search-filter';
import type { SearchItem } from '@/domain/search/search-item';
import { formatSite, type Site } from '@/domain/site/site';
import { allBloks } from './blok-fields';
import type { Blok } from './story';

/**
 * The search data's field holding a variant's product id (docs/product.md#search-data `id`),
 * which a rule on it narrows a search to.
 */
export const PRODUCT_ID_FIELD = 'id';

/** The blocks whose products the editors pick one by one (docs/product.md#content-blocks). */
const CHOOSING_BLOCKS: readonly string[] = ['shop_the_look', 'product_display'];

function ids(value: unknown): readonly string[] {
  if (typeof value === 'string') return value.split(/[\s,]+/);
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(ids);
  return [];
}

/**
 * docs/product.md#content-blocks: the product ids the editors chose for a block (`products`: a
 * list, or ids in a text separated by commas or spaces), in their order, each once, at most 24
 * (docs/product.md#constants-and-limits productsToShow).
 */
export function chosenProductIds(blok: Blok): readonly string[] {
  const chosen = ids(blok.products)
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(chosen)].slice(0, PRODUCTS_TO_SHOW);
}

/**
 * The one search that fetches a block's chosen products: a rule on the product id, as many items
 * as ids (docs/decisions/0094-products-the-editor-chose.md). Named per block and site, like a
 * product list's query, so another market's prices come in its own currency. `undefined` when the
 * block chose none.
 */
export function chosenProductsQuery(
  blok: Blok,
  site: Site,
): (NamedQueryOptions & { readonly name: string }) | undefined {
  const chosen = chosenProductIds(blok);
  if (chosen.length === 0) return undefined;
  return {
    name: `chosen:${blok._uid}:${formatSite(site)}`,
    limit: chosen.length,
    rules: [valueFilter(PRODUCT_ID_FIELD, chosen)],
  };
}

/**
 * docs/product.md#content-blocks: the chosen products as cards, exactly and in the editors' order,
 * whatever order the search answered in — each the item holding it, showing that very variant
 * (two colours of one design are two cards). A product the market does not sell is left out.
 */
export function chosenItems(
  items: readonly SearchItem[],
  chosen: readonly string[],
): readonly SearchItem[] {
  return chosen.flatMap((id) => hotspotItem(items, id) ?? []);
}

/** The blocks of a story's tree with chosen products, to fetch before the page shows. */
export function chosenProductBloks(root: Blok): readonly Blok[] {
  return allBloks(root).filter(
    (blok) => CHOOSING_BLOCKS.includes(blok.component) && chosenProductIds(blok).length > 0,
  );
}
