import { observer } from 'mobx-react-lite';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { categoryLevelFilters } from '@/domain/catalogue/category-path';
import { useStore } from '@/ui/app/container-context';
import { ProductList } from '../product-list';
import { categoryQueryName } from './category-query';
import { DocumentTitle } from '@/ui/shared/document-title';
import { CategoryHead } from '../catalogue-head';

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
      <ProductList queryName={categoryQueryName(path)} headline={headline} headlineLevel={1} />
    </>
  );
});
