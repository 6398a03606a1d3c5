import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { ProductStoriesStore } from '@/application/content/product-stories.store';
import { SearchStore } from '@/application/search/search.store';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { FacetLabelStore } from '@/application/catalogue/facet-label.store';
import { ResolvePage, type ResolvedPage } from '@/application/content/resolve-page';
import { BoundedWait } from '@/application/shared/bounded-wait';
import { StartUp } from '@/application/site/start-up';
import { PAGE_PAINT_WAIT_MS, PRODUCTS_TO_SHOW } from '@/domain/content/product-list-block';
import { isHyphenatedSearchPath } from '@/domain/search/search-route';
import { NOT_FOUND_STATUS, toPageError } from '@/domain/site/page-error';
import { decodedPath } from '@/domain/site/route-path';
import type { StoreResolver } from '@/ui/shared/container-context';
import { errorPageAnswer } from './error-page-answer';
import { prepareStory } from './prepare-story';
import { loadSearchResults } from '@/ui/search/search-results-loader';
import { categoryQuery, departmentFillQuery } from '@/ui/catalogue/category-page/category-query';
import { loadProductPageContent } from '@/ui/catalogue/product-page/product-page-content';

/**
 * Lets the site loader and the page loader below it share one run per URL: a data router runs
 * the loaders of a navigation side by side, but the page can only be resolved in the site's
 * language once the site loader has set the site.
 */
export function shareInFlight(loader: LoaderFunction): LoaderFunction {
  const running = new Map<string, ReturnType<LoaderFunction>>();
  return (args) => {
    const key = args.request.url;
    const shared = running.get(key);
    if (shared) return shared;
    const run = Promise.resolve(loader(args)).finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
}

/**
 * What the catch-all shows: a resolved page, or the search results for the hyphenated search
 * path (`/{site}/search-<part>?q=…`, docs/product.md#routes), which the route lookup is never
 * asked about.
 */
export type CatchAllPage = ResolvedPage | { readonly kind: 'search' };

const SEARCH = { kind: 'search' } as const;

/** The hyphenated search path, or what the route lookup makes of the path. */
function lookUp(resolver: StoreResolver, pathname: string): Promise<CatchAllPage> {
  if (isHyphenatedSearchPath(pathname)) return Promise.resolve(SEARCH);
  return resolver.get(ResolvePage).run(pathname);
}

/**
 * docs/product.md#routes: a path the route lookup does not know, written with capitals
 * (`/se/Servering`), goes to its lower-case twin when that one is a page — slugs are lower case —
 * rather than to a 404. `undefined` when there is no such twin.
 */
async function lowerCaseTwin(
  resolver: StoreResolver,
  request: Request,
  page: Extract<CatchAllPage, { readonly kind: 'error' }>,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const lower = url.pathname.toLowerCase();
  if (page.error.status !== NOT_FOUND_STATUS || lower === url.pathname) return undefined;
  const twin = await lookUp(resolver, decodedPath(lower)).catch(() => undefined);
  return twin && twin.kind !== 'error' ? redirect(`${lower}${url.search}`) : undefined;
}

/**
 * docs/product.md#routes: after the site is set (`siteReady`, the shared site loader), asks the
 * route lookup what the path is. A content page comes with its story; a product page with its
 * product in the response cache (a missing product is a 404) and its content (base product
 * information, the size-guide list); a category list with its first page, the category names
 * and the filter metadata that names its facets; the hyphenated search path with its results. An
 * error throws for the error page.
 */
export function resolvedPageLoader(resolver: StoreResolver, siteReady: LoaderFunction) {
  return async (args: LoaderFunctionArgs): Promise<CatchAllPage | null> => {
    const starting = Promise.resolve(siteReady(args));
    starting.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
    // The address comes percent-encoded; routes and category paths are not (`skålar`).
    const pathname = decodedPath(new URL(args.request.url).pathname);
    if (!isHyphenatedSearchPath(pathname)) resolver.get(ResolvePage).askAhead(pathname);
    // The route is looked up as soon as the site is set, beside the site's texts and
    // content rather than after them; a redirect or error of the start-up still wins below.
    const lookup = (await resolver.get(StartUp).siteEntered())
      ? lookUp(resolver, pathname)
      : undefined;
    lookup?.catch(() => undefined); // awaited below unless the start-up fails first
    const ready: unknown = await starting;
    // The site loader is sending the shopper elsewhere; its own route answers with that.
    if (ready instanceof Response) return null;
    const page = await (lookup ?? lookUp(resolver, pathname));
    const cache = resolver.get(ResponseCacheStore);
    switch (page.kind) {
      case 'error':
        throw (
          (await lowerCaseTwin(resolver, args.request, page)) ??
          (await errorPageAnswer(resolver, page.error))
        );
      case 'product': {
        // The size-guide list needs no product: it is asked for beside it.
        void resolver.get(ProductStoriesStore).loadSizeGuideNames();
        const [entry] = await Promise.all([cache.productByUri(page.uri), cache.categories()]);
        if (entry.status === 'error') {
          throw await errorPageAnswer(resolver, toPageError({ status: entry.httpStatus }));
        }
        // As a content page waits for its lists: wholly on the server, a moment in the browser.
        await resolver
          .get(BoundedWait)
          .atMost(
            loadProductPageContent(
              resolver,
              entry.status === 'success' ? entry.response.motherSku : '',
            ),
            PAGE_PAINT_WAIT_MS,
          );
        return page;
      }
      case 'content':
        await prepareStory(resolver, page.story.content);
        return page;
      case 'category': {
        const search = resolver.get(SearchStore);
        await Promise.all([
          cache.categories(),
          resolver.get(FacetLabelStore).load(),
          search.run(categoryQuery(page.path, PRODUCTS_TO_SHOW)).then(() => {
            const fill = departmentFillQuery(page.path, search);
            return fill ? search.run(fill) : undefined;
          }),
        ]);
        return page;
      }
      case 'search': {
        const moved = await loadSearchResults(resolver, args.request);
        if (moved) throw moved;
        return page;
      }
      default:
        return page;
    }
  };
}
