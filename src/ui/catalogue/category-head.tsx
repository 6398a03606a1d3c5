import { observer } from 'mobx-react-lite';
import type { Category } from '@/domain/catalogue/product';
import { breadcrumbJsonLd } from '@/domain/seo/structured-data';
import { PageHead } from '@/ui/shared/page-head';
import { useBreadcrumbs } from './use-breadcrumbs';

/** A category page's head (docs/product.md#search-engines): its name and breadcrumb trail. */
export const CategoryHead = observer(function CategoryHead(props: {
  readonly heading: string;
  readonly category: Category | undefined;
  readonly tree: readonly Category[];
}) {
  const crumbs = useBreadcrumbs(props.category, props.tree);
  return <PageHead heading={props.heading} structuredData={[breadcrumbJsonLd(crumbs)]} />;
});
