import { fileURLToPath } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { NO_FAULTS, type FaultPlan } from '../src/adapters/memory/faults/fault-plan';
import { faultControlRoutes, faultMiddleware } from './faults';
import { CartCatalogue } from '../src/adapters/memory/cart-catalogue';
import { MemoryRouteGateway } from '../src/adapters/memory/route-gateway.memory';
import { buildSearchIndex } from '../src/adapters/memory/search/search-index';
import { seedShop, type ShopSeed } from '../src/adapters/memory/seed/shop.seed';
import { accountRoutes } from './routes/account.routes';
import { cartRoutes } from './routes/cart.routes';
import { catalogueRoutes } from './routes/catalogue.routes';
import { liveShoppingRoutes } from './routes/live-shopping.routes';
import { paymentProviderRoutes } from './routes/payment-provider.routes';
import { contentRoutes } from './routes/content.routes';
import { marketRoutes } from './routes/market.routes';
import { marketingRoutes } from './routes/marketing.routes';
import { routeRoutes } from './routes/route.routes';
import { searchRoutes } from './routes/search.routes';
import { imageEndpoint } from '../src/server/media/image-endpoint';

/** One request as the stub saw it, so tests can check what the adapters send. */
export interface SeenRequest {
  readonly method: string;
  /** The address as it came, query string in the order the client wrote it. */
  readonly url: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface StubOptions {
  /** Every request is appended here. */
  readonly seen?: SeenRequest[];
  /** The fault plan in force, read on every request so tests can change it between calls. */
  readonly faults?: () => FaultPlan;
  /** The data it serves: the seeded shop unless a test or STUB_DATA_DIR plants its own. */
  readonly shop?: ShopSeed;
  /**
   * Receives the plan a test sets over HTTP (`POST /__stub/faults`, `DELETE` heals); without
   * it the control paths are not served.
   */
  readonly setFaults?: (plan: FaultPlan) => void;
  /**
   * Gzip the answers as the real CDN and search provider do (`STUB_COMPRESS=1`; the benchmark
   * sets it so Lighthouse sees realistic transfer sizes). Off by default: fault tests cut bodies.
   */
  readonly compress?: boolean;
}

/**
 * The shop's backends (docs/product.md#backend-calls) over the seeded data: the paths the HTTP
 * adapters call, so they run over real sockets in tests and in `dev:http`. Each area's routes
 * answer from the same in-memory fakes the browser uses, written in the wire shapes the adapters
 * parse.
 */
export function createStubBackend(options: StubOptions = {}): Hono<{ Bindings: HttpBindings }> {
  const { seen = [], faults = () => NO_FAULTS } = options;
  const shop = options.shop ?? seedShop({ startedAt: Date.now() });
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.use(
    cors({ origin: (origin) => origin, credentials: true, exposeHeaders: ['total', 'per-page'] }),
  );
  if (options.compress) app.use(compress());
  // Before the recording and the faults: controlling the stub is not a call the shop made.
  if (options.setFaults) app.route('/__stub', faultControlRoutes(faults, options.setFaults));
  app.use(async (c, next) => {
    const body = ['GET', 'HEAD'].includes(c.req.method) ? '' : await c.req.raw.clone().text();
    seen.push({
      method: c.req.method,
      url: c.req.url,
      path: c.req.path,
      query: c.req.query(),
      headers: c.req.header(),
      body,
    });
    await next();
  });
  app.use(faultMiddleware(faults));

  app.route('/api', marketRoutes());
  app.route('/api', catalogueRoutes(shop.catalogue));
  app.route('/api', cartRoutes({ catalogue: new CartCatalogue(shop.catalogue) }));
  app.route('/api', accountRoutes());
  app.route('/api', marketingRoutes());
  app.route('/api', routeRoutes(new MemoryRouteGateway(shop.routes)));
  app.route('/api/storyblok-proxy', contentRoutes(shop.content));
  app.route('/findify', searchRoutes({ index: buildSearchIndex(shop.catalogue) }));
  // The live-shopping provider's embed and shows (VITE_SHOP_LIVE_SHOPPING_SCRIPT).
  app.route('/live-shopping', liveShoppingRoutes());
  // The test payment provider's script, which the payment step's HTML loads.
  app.route('/payment-provider', paymentProviderRoutes());
  // The content service's image CDN, for pictures addressed to the backend.
  app.use('/media/*', imageEndpoint(fileURLToPath(new URL('../public/media', import.meta.url))));

  return app;
}
