import { accountPage } from '@/domain/account/account-routes';
import type { PageRoute } from '@/domain/site/page-route';
import { seedCatalogue, type CatalogueSeed } from './catalogue/catalogue.seed';
import type { ContentSeed } from './content/content-seed';
import { seededContent } from './content/content.seed';

/** The one seeded shop the fakes and the stub backend share: catalogue and content. */
export interface ShopSeed {
  readonly catalogue: CatalogueSeed;
  readonly content: ContentSeed;
  /**
   * What the route lookup knows: every content page, category and product
   * (docs/product.md#route-lookup).
   */
  readonly routes: readonly PageRoute[];
}

export interface ShopSeedOptions {
  /** When the shop started, epoch ms: the seeded live show begins a few minutes later. */
  readonly startedAt: number;
  /** Products in the catalogue; the curated shop when left out (`?catalogue=5000` for scale). */
  readonly catalogueSize?: number;
}

export function seedShop(options: ShopSeedOptions): ShopSeed {
  const catalogue = seedCatalogue(options.catalogueSize);
  const content = seededContent(options.startedAt);
  return { catalogue, content, routes: shopRoutes(catalogue, content) };
}

/**
 * The route descriptors of a seeded shop: content pages by their slug in each language (the
 * language folder dropped, as the site prefix names it; `id` is that slug, '' for the start
 * page), categories by their path and products by their URL key (docs/product.md#routes:
 * "product pages are reached from a product URL key"; search items link there too)
 * (docs/product.md#route-lookup; the `page-route.ts` components). The account's content stories are
 * left out: their paths are account pages, not catch-all ones.
 */
export function shopRoutes(catalogue: CatalogueSeed, content: ContentSeed): readonly PageRoute[] {
  const pages = Object.values(content.pages).flatMap((stories) =>
    (stories ?? []).flatMap((story) => {
      const slug = story.fullSlug.split('/').slice(1).join('/').replace(/\/$/, '');
      return accountPage(slug) ? [] : [{ component: 'page', id: slug, url: slug }];
    }),
  );
  const categories = catalogue.categories.map((category) => ({
    component: 'category',
    id: category.id,
    url: category.uri,
  }));
  const products = catalogue.products.map((product) => ({
    component: 'product',
    id: product.id,
    url: product.uri,
  }));
  return uniqueByUrl([...pages, ...categories, ...products]);
}

/** The start page is in every language folder; a path leads to one route. */
function uniqueByUrl(routes: readonly PageRoute[]): readonly PageRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => !seen.has(route.url) && seen.add(route.url));
}
