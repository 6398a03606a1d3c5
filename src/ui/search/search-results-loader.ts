import { replace, type LoaderFunction } from 'react-router-dom';
import { FacetLabelStore } from '@/application/catalogue/facet-label.store';
import { SearchStore } from '@/application/search/search.store';
import { BoundedWait } from '@/application/shared/bounded-wait';
import { PAGE_PAINT_WAIT_MS } from '@/domain/content/product-list-block';
import { searchPageQuery } from '@/domain/search/search-route';
import type { StoreResolver } from '@/ui/shared/container-context';

/**
 * Searches for the address's `q` before the search page shows (docs/product.md#search-results),
 * so a server-rendered page holds its results and the browser takes them over without a call of
 * its own (docs/architecture.md#server-rendering); the filter metadata that names the facets
 * comes beside them. The browser waits a moment at most, as for a content page's lists; a server
 * render, whose timers never fire, waits for the answers. An empty `q` searches nothing: the
 * page asks what to look for. An answer naming a page in the shop
 * (docs/product.md#search-provider redirect) replaces the address; one that came too late for the
 * wait is left to the page.
 */
export async function loadSearchResults(
  resolver: StoreResolver,
  request: Request,
): Promise<Response | null> {
  const url = new URL(request.url);
  const q = searchPageQuery(url.searchParams.get('q'));
  if (q === '') return null;
  const search = resolver.get(SearchStore);
  const searching = Promise.all([search.searchFor(q), resolver.get(FacetLabelStore).load()]);
  await resolver.get(BoundedWait).atMost(searching, PAGE_PAINT_WAIT_MS);
  if (search.pendingRedirect === null) return null;
  const path = search.takeRedirect(url.origin);
  return path === null ? null : replace(path);
}

/**
 * The search route's loader: the results once the site is set (`siteReady`, the shared site
 * loader), unless the start-up is sending the shopper elsewhere — its own route answers with that.
 */
export function searchPageLoader(resolver: StoreResolver, siteReady: LoaderFunction) {
  return async (args: Parameters<LoaderFunction>[0]): Promise<Response | null> => {
    const ready: unknown = await siteReady(args);
    if (ready instanceof Response) return null;
    return loadSearchResults(resolver, args.request);
  };
}
