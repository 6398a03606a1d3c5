import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { NO_FAULTS, type FaultPlan } from '../src/adapters/memory/faults/fault-plan';
import { faultMiddleware } from './faults';
import { marketRoutes } from './routes/market.routes';
import { contentRoutes } from './routes/content.routes';

/** One request as the stub saw it, so tests can check what the adapters send. */
export interface SeenRequest {
  readonly method: string;
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
}

/**
 * The shop's backends (SPEC §7) over the seeded data: the paths the HTTP adapters call, so
 * they run over real sockets in tests and in `dev:http`. Each area's routes answer from the
 * same in-memory fakes the browser uses, written in the wire shapes the adapters parse.
 */
export function createStubBackend(options: StubOptions = {}): Hono<{ Bindings: HttpBindings }> {
  const { seen = [], faults = () => NO_FAULTS } = options;
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.use(
    cors({ origin: (origin) => origin, credentials: true, exposeHeaders: ['total', 'per-page'] }),
  );
  app.use(async (c, next) => {
    const body = ['GET', 'HEAD'].includes(c.req.method) ? '' : await c.req.raw.clone().text();
    seen.push({
      method: c.req.method,
      path: c.req.path,
      query: c.req.query(),
      headers: c.req.header(),
      body,
    });
    await next();
  });
  app.use(faultMiddleware(faults));

  app.route('/api', marketRoutes());
  app.route('/api/storyblok-proxy', contentRoutes());

  return app;
}
