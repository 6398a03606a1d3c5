import type { Site } from '@/domain/site/site';
import { resolveMenuLink, type MenuLink } from './menu-link';

/** A path as compared: decoded (`sk%C3%A5lar` is `skålar`), without a trailing slash. */
function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * docs/product.md#content-blocks sub navigation: whether an item's link leads to the page being
 * shown (`pathname`), so the item is marked as the current page. Only a link to a page of this shop
 * can be; the comparison ignores percent-encoding and a trailing slash.
 */
export function isCurrentPage(link: MenuLink | undefined, site: Site, pathname: string): boolean {
  const target = link ? resolveMenuLink(link, site) : undefined;
  return target?.kind === 'internal' && comparablePath(target.path) === comparablePath(pathname);
}
