import type { SearchStore } from '@/application/search/search.store';
import { categoryLevelFilters } from '@/domain/catalogue/category-path';
import { departmentFillLimit, departmentToFillFrom } from '@/domain/catalogue/department-fill';
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

/** The named query of the department items that follow the short category list at `path`. */
export function departmentFillName(path: string): string {
  return `department-fill:${path}`;
}

/**
 * docs/product.md#category-lists short lists: once the category list at `path` has its answer,
 * the query of its department's items when the list cannot fill a row, else `null`.
 */
export function departmentFillQuery(path: string, search: SearchStore) {
  const total = search.query(categoryQueryName(path))?.results?.meta.total;
  const department = total === undefined ? null : departmentToFillFrom(path, total);
  if (department === null || total === undefined) return null;
  return categoryQuery(department, departmentFillLimit(total), departmentFillName(path));
}
