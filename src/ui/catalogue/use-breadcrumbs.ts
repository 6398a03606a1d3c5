import { SiteStore } from '@/application/site/site.store';
import type { Category } from '@/domain/catalogue/product';
import { categoryTrail } from '@/domain/catalogue/category-path';
import { siteUrl } from '@/domain/seo/alternates';
import { useStore } from '@/ui/shared/container-context';
import { SHOP_NAME } from '@/ui/shared/document-title';

/** The trail from the site's start page through `category`'s parents to `category`. */
export function useBreadcrumbs(category: Category | undefined, tree: readonly Category[]) {
  const { site, origin } = useStore(SiteStore);
  const trail = category ? categoryTrail(category.uri, tree) : [];
  return [
    { name: SHOP_NAME, url: siteUrl(origin, site, '') },
    ...trail.map((each) => ({ name: each.label, url: siteUrl(origin, site, each.uri) })),
  ];
}
