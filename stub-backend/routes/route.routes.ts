import { Hono } from 'hono';
import type { PageRouteBody } from '../../src/adapters/http/schemas/route.schema';
import { MemoryRouteGateway } from '../../src/adapters/memory/route-gateway.memory';
import { decodedPath } from '../../src/domain/site/route-path';

const PREFIX = '/mateus/route';

/** docs/product.md#route-lookup under `/api`: the path after `route/` may hold slashes. */
export function routeRoutes(routes = new MemoryRouteGateway()): Hono {
  const app = new Hono();
  app.get(`${PREFIX}/*`, async (c) => {
    const raw = new URL(c.req.url).pathname;
    const path = raw.slice(raw.indexOf(PREFIX) + PREFIX.length + 1);
    const route = await routes.route(decodedPath(path));
    if (!route) return c.text('Route not found', 404);
    const body: PageRouteBody = { ...route };
    return c.json(body);
  });
  return app;
}
