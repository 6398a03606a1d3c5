import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { SearchStore } from '@/application/search/search.store';
import { TranslationStore } from '@/application/site/translation.store';
import { categoryLevelFilters, categoryTrail } from '@/domain/catalogue/category-path';
import { WIDE_GRID_COLUMNS } from '@/domain/catalogue/department-fill';
import type { Category } from '@/domain/catalogue/product';
import { colors, typeScale } from '@/ui/styles/tokens';
import { useStore } from '@/ui/shared/container-context';
import { ProductList } from '@/ui/catalogue/product-list';
import { categoryQueryName, departmentFillName } from './category-query';
import { DocumentTitle } from '@/ui/shared/document-title';
import { CategoryHead } from '@/ui/catalogue/category-head';
import { categoryListName, departmentFillListName } from '@/domain/analytics/list-names';

/** A section of its own below the list, with a quieter heading than the page's. */
const fill = css`
  margin-top: 3rem;
  padding-top: 2.5rem;
  border-top: 1px solid ${colors.line};
  && h2 {
    font-size: ${typeScale.sectionTitle};
  }
`;

/**
 * docs/product.md#category-lists short lists: after a list that cannot fill a row, a row of its
 * department's other items, under "More from {department}".
 */
const DepartmentFill = observer(function DepartmentFill(props: {
  readonly path: string;
  readonly tree: readonly Category[];
}) {
  const { path, tree } = props;
  const search = useStore(SearchStore);
  const { t } = useStore(TranslationStore);
  const name = departmentFillName(path);
  const department = categoryTrail(path, tree).at(-2);
  if (!search.query(name) || !department) return null;
  const shown = search.items(categoryQueryName(path)).map((item) => item.id);
  return (
    <div className={fill}>
      <ProductList
        queryName={name}
        headline={t('Category_More_From', { name: department.label })}
        filterBar={false}
        maxItems={WIDE_GRID_COLUMNS}
        excludeItems={shown}
        listName={departmentFillListName(path)}
      />
    </div>
  );
});

/**
 * docs/product.md#category-lists: a category list, built from the slash path: the category's name as the
 * headline over the product list of its level filters (the route's loader runs the query).
 */
export const CategoryPage = observer(function CategoryPage(props: { readonly path: string }) {
  const { path } = props;
  const cache = useStore(ResponseCacheStore);
  const categories = cache.categoriesEntry();
  const category =
    categories.status === 'success'
      ? categories.response.find((candidate) => candidate.uri === path)
      : undefined;
  const headline = category?.label ?? categoryLevelFilters(path).at(-1)?.value ?? '';
  const tree = categories.status === 'success' ? categories.response : [];
  return (
    <>
      <DocumentTitle name={headline} />
      <CategoryHead heading={headline} category={category} tree={tree} />
      <ProductList
        queryName={categoryQueryName(path)}
        headline={headline}
        headlineLevel={1}
        listName={categoryListName(path)}
      />
      <DepartmentFill path={path} tree={tree} />
    </>
  );
});
