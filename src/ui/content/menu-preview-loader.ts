import type { LoaderFunction } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import { StartUp } from '@/application/site/start-up';
import { MENU_NAMES } from '@/domain/content/menu-item';
import { toPageError } from '@/domain/site/page-error';
import { DEFAULT_SITE, formatSite } from '@/domain/site/site';
import type { StoreResolver } from '@/ui/shared/container-context';
import { errorPageAnswer } from './error-page-answer';

/**
 * docs/product.md#routes `/shared-content/menus/*`, outside the site prefix: runs the
 * start-up as for the site already chosen (the editor's preview site when the query says preview,
 * else the current or the default site), so the menus are loaded in its language. A name that is
 * not one of the menus is a 404.
 */
export function menuPreviewLoader(resolver: StoreResolver): LoaderFunction {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    const sites = resolver.get(SiteStore);
    const site = sites.isSiteSet ? sites.site : DEFAULT_SITE;
    const outcome = await resolver.get(StartUp).run({
      pathname: `/${formatSite(site)}`,
      search: url.search,
      query: Object.fromEntries(url.searchParams),
    });
    if (outcome.kind === 'error') throw await errorPageAnswer(resolver, outcome.error);
    // Checked once the texts are in, so the 404 page reads in the site's language.
    if (!(MENU_NAMES as readonly string[]).includes(params['*'] ?? '')) {
      throw await errorPageAnswer(resolver, toPageError({ status: 404 }));
    }
    return null;
  };
}
