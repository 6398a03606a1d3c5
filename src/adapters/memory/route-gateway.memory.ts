import type { RouteGateway } from '@/application/content/route-gateway.port';
import type { PageRoute } from '@/domain/site/page-route';
import { seededRoutes } from './seed/routes.seed';

/** The route endpoint over a list of routes (by default the seeded ones). */
export class MemoryRouteGateway implements RouteGateway {
  private readonly byUrl: ReadonlyMap<string, PageRoute>;

  constructor(routes: readonly PageRoute[] = seededRoutes) {
    this.byUrl = new Map(routes.map((route) => [trimSlashes(route.url), route]));
  }

  async route(path: string): Promise<PageRoute | null> {
    return this.byUrl.get(trimSlashes(path)) ?? null;
  }
}

/**
 * docs/product.md#routes "Route lookup errors are swallowed", for a route gateway that may reject:
 * the memory fake behind the fault switch (docs/architecture.md#run-modes), whose failures must
 * read as the HTTP adapter's do — `null`.
 */
export function swallowingRouteErrors(inner: RouteGateway): RouteGateway {
  return {
    async route(path, site) {
      try {
        return await inner.route(path, site);
      } catch {
        return null;
      }
    },
  };
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}
