import { redirect, type LoaderFunction } from 'react-router-dom';
import { SiteStore } from '../../application/stores/site.store';
import { TranslationStore } from '../../application/stores/translation.store';
import { enterSite } from '../../application/use-cases/enter-site';
import type { StoreResolver } from './container-context';

/**
 * Route loader for everything under the `{site}` prefix (SPEC §2): data loading starts from
 * the route (ARCHITECTURE §8). Sends the shopper to the right prefix when needed, and has
 * the site's texts ready before the page shows.
 */
export function siteLoader(resolver: StoreResolver): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const sites = resolver.get(SiteStore);
    const translations = resolver.get(TranslationStore);
    const outcome = await enterSite(sites, {
      pathname: url.pathname,
      search: url.search,
      query: Object.fromEntries(url.searchParams),
    }).catch(async (error: unknown) => {
      // The error page is a page too: its texts come from the content service (SPEC §8).
      await translations.load(sites.site.language);
      throw error;
    });
    if (outcome.kind === 'redirect') return redirect(outcome.to);
    await translations.load(sites.site.language);
    return null;
  };
}
