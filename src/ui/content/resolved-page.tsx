import { useLoaderData } from 'react-router-dom';
import { StoryContent } from './blocks/story-content';
import { ContentPageHead } from './content-page-head';
import { StaticPageContext } from './static-page-context';
import { CategoryPage } from '@/ui/catalogue/category-page/category-page';
import { ProductPage } from '@/ui/catalogue/product-page/product-page';
import type { CatchAllPage } from './resolved-page-loader';
import { SearchPage } from '@/ui/search/search-page';

/**
 * docs/product.md#routes: what the route lookup said the path is, as its page, or search results.
 */
export function ResolvedPageView() {
  const page = useLoaderData<CatchAllPage | null>();
  switch (page?.kind) {
    case 'category':
      return <CategoryPage key={page.path} path={page.path} />;
    case 'product':
      return <ProductPage key={page.uri} uri={page.uri} />;
    case 'content':
      return (
        <StaticPageContext value={true}>
          <ContentPageHead story={page.story} />
          <StoryContent story={page.story} />
        </StaticPageContext>
      );
    case 'search':
      return <SearchPage />;
    default:
      return null;
  }
}
