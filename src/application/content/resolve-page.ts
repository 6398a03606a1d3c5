import { inject, injectable } from 'inversify';
import type { Story } from '@/domain/content/story';
import { toPageError, type PageError } from '@/domain/site/page-error';
import type { PageRoute } from '@/domain/site/page-route';
import { formatSite, type Site } from '@/domain/site/site';
import { routeLookupPath, siteNamedIn } from '@/domain/site/route-path';
import { RouteGateway } from './route-gateway.port';
import { SiteContext } from '@/application/shared/site-context.port';
import { ContentStore } from './content.store';

/** What a catch-all path turned out to be (docs/product.md#routes). */
export type ResolvedPage =
  | { readonly kind: 'content'; readonly story: Story }
  /** A category list; `path` is the slash path its level filters are built from. */
  | { readonly kind: 'category'; readonly path: string }
  /** A product page; `uri` is the product's URL key. */
  | { readonly kind: 'product'; readonly uri: string }
  | { readonly kind: 'error'; readonly error: PageError };

const NOT_FOUND: ResolvedPage = { kind: 'error', error: toPageError({ status: 404 }) };

/**
 * docs/product.md#routes: a page is resolved by asking the route endpoint about the path minus its
 * site prefix (errors swallowed: no route is a 404). Content pages are loaded here, so the page
 * shows with its blocks; category lists and product pages load their own data.
 */
@injectable()
export class ResolvePage {
  constructor(
    @inject(RouteGateway) private readonly routes: RouteGateway,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(SiteContext) private readonly site: SiteContext,
  ) {}

  /** The route asked for by `askAhead`, until a run takes it. */
  private ahead:
    | { readonly path: string; readonly site: Site; readonly route: Promise<PageRoute | null> }
    | undefined;

  /**
   * Uses the route `askAhead` asked for when it is this path's and the site that was set is the
   * one it was asked for (not a preview's, not another after a redirect); else asks now.
   */
  async run(pathname: string): Promise<ResolvedPage> {
    const path = routeLookupPath(pathname);
    const route = await (this.takeAhead(path) ?? this.routes.route(path));
    // Preview: an unpublished page has no route yet; editors still see its draft.
    if (!route && this.site.isPreview) return this.contentPage(path);
    switch (route?.component) {
      case 'page':
        return this.contentPage(route.id);
      case 'category':
        return { kind: 'category', path: route.url };
      case 'product':
        return { kind: 'product', uri: route.url };
      default:
        return NOT_FOUND;
    }
  }

  /**
   * The first page's route, asked for with the site its address names while the
   * markets that set the site are still on their way, rather than after them. Only before any
   * site is set (the first page), and only for an address that names a site.
   */
  askAhead(pathname: string): void {
    const site = siteNamedIn(pathname);
    if (this.site.current !== undefined || !site) return;
    const path = routeLookupPath(pathname);
    const route = this.routes.route(path, site);
    this.ahead = { path, site, route };
  }

  private takeAhead(path: string): Promise<PageRoute | null> | undefined {
    const ahead = this.ahead;
    this.ahead = undefined;
    const usable =
      ahead?.path === path &&
      !this.site.isPreview &&
      formatSite(ahead.site) === formatSite(this.site.site);
    return usable ? ahead.route : undefined;
  }

  private async contentPage(slug: string): Promise<ResolvedPage> {
    const page = await this.content.loadPage(slug);
    return page.ok ? { kind: 'content', story: page.value } : { kind: 'error', error: page.error };
  }
}
