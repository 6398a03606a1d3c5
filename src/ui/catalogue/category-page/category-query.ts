import { categoryLevelFilters } from '@/domain/catalogue/category-path';
import type { NamedQueryOptions } from '@/domain/search/named-query';
import { valueFilter } from '@/domain/search/search-filter';

/** The named query of the category list at `path` (one per category, so each keeps its pages). */
export function categoryQueryName(path: string): string {
  return `category:${path}`;
}

/**
 * docs/product.md#category-lists: the path's level filters (`category1 = Servering`, …)
 * as the list's fixed rules, so the filter panel refines within the category and its reset keeps
 * it.
 */
export function categoryQuery(path: string, limit: number, name = categoryQueryName(path)) {
  const rules = categoryLevelFilters(path).map((level) => valueFilter(level.name, [level.value]));
  return { name, limit, rules } satisfies NamedQueryOptions;
}
