import type { PageRoute } from '@/domain/site/page-route';
import type { Site } from '@/domain/site/site';

export const RouteGateway = Symbol('RouteGateway');

/**
 * The backend's route endpoint, which says what a page path is (docs/product.md#routes,
 * docs/product.md#route-lookup).
 */
export interface RouteGateway {
  /**
   * docs/product.md#route-lookup `GET /api/mateus/route/{path}`. `path` is the page path minus its
   * site prefix, without surrounding slashes (`routeLookupPath`: `kitchen/bowls`; `''` for the
   * start page). Never rejects: an unknown path and every failure are `null`
   * (docs/product.md#routes "Route lookup errors are swallowed"), which the page shows as 404.
   * `site` is the site to ask for, when it is not yet the current one (the first page's route is
   * asked for beside the markets).
   */
  route(path: string, site?: Site): Promise<PageRoute | null>;
}
