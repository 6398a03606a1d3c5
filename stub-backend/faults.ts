import type { HttpBindings } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import {
  formatFaultPlan,
  NO_FAULTS,
  parseFaultPlan,
  type Fault,
  type FaultPlan,
  type FaultPort,
} from '../src/adapters/memory/faults/fault-plan';

/** Which port a stub path belongs to, so `?faults=cart:500` hits the same calls in both modes. */
const PORT_PREFIXES: readonly (readonly [string, FaultPort])[] = [
  // Before the cart's prefix: the first match wins.
  ['/api/cart/payment-result', 'payment'],
  ['/api/cart', 'cart'],
  ['/api/products', 'catalog'],
  ['/api/categories', 'catalog'],
  ['/api/findify', 'catalog'],
  ['/api/yotpo', 'catalog'],
  ['/api/markets', 'market'],
  ['/api/pricelists', 'market'],
  ['/api/account', 'account'],
  ['/api/mateus', 'route'],
  ['/api/storyblok-proxy', 'content'],
  ['/api/klaviyo', 'marketing'],
  ['/findify', 'search'],
];

export function portOfPath(path: string): FaultPort | undefined {
  return PORT_PREFIXES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
}

/** Longer than any client timeout, so a `timeout` fault is felt as silence. */
const SILENCE_MS = 120_000;

/**
 * Makes the stub answer as the fault plan says (docs/architecture.md#run-modes): wait the latency,
 * then answer the port's fault — a status, silence, a dropped connection or a body no schema takes.
 */
export function faultMiddleware(
  plan: () => FaultPlan,
): MiddlewareHandler<{ Bindings: HttpBindings }> {
  return async (c, next) => {
    const { faults, latencyMs } = plan();
    if (latencyMs > 0) await sleep(latencyMs);
    const port = portOfPath(c.req.path);
    const fault: Fault | undefined = port ? faults[port] : undefined;
    if (!fault) return next();
    switch (fault.kind) {
      case 'status':
        return c.text(`Stub fault ${fault.status}`, fault.status as 500);
      case 'invalid':
        return c.json({ stub: 'a body that breaks every schema' });
      case 'timeout':
        await sleep(SILENCE_MS);
        return c.text('too late', 504);
      case 'network':
        c.env.incoming.socket.destroy();
        return c.text('dropped', 500);
    }
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * The stub's runtime fault switch for tests (README "Stub backend"), so one stub started without
 * faults can fail a port for one test and heal after it:
 * - `POST /__stub/faults` with `{"faults": "cart:500,search:timeout", "latency": 300}` (both
 *   optional, the same words as `?faults=` and `STUB_FAULTS`) replaces the plan in force;
 * - `DELETE /__stub/faults` heals every port; `GET /__stub/faults` shows the plan.
 * Answers the plan as a query string (`faults=cart%3A500`), or 400 naming what was wrong.
 */
export function faultControlRoutes(
  plan: () => FaultPlan,
  setPlan: (next: FaultPlan) => void,
): Hono<{ Bindings: HttpBindings }> {
  const routes = new Hono<{ Bindings: HttpBindings }>();
  const current = () => ({ plan: formatFaultPlan(plan()) });
  routes.get('/faults', (c) => c.json(current()));
  routes.delete('/faults', (c) => {
    setPlan(NO_FAULTS);
    return c.json(current());
  });
  routes.post('/faults', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const query = controlQuery(body);
    const parsed = query === undefined ? undefined : parseFaultPlan(query);
    if (!parsed?.ok) {
      const why = parsed ? parsed.error : 'send {"faults": "port:how,…", "latency": ms}';
      return c.json({ error: why }, 400);
    }
    setPlan(parsed.value);
    return c.json(current());
  });
  return routes;
}

/** The control body as the query `parseFaultPlan` reads, or undefined when it is not one. */
function controlQuery(body: unknown): URLSearchParams | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { faults, latency } = body as Record<string, unknown>;
  if (faults !== undefined && typeof faults !== 'string') return undefined;
  if (latency !== undefined && typeof latency !== 'number') return undefined;
  const query = new URLSearchParams();
  if (faults !== undefined) query.set('faults', faults);
  if (latency !== undefined) query.set('latency', String(latency));
  return query;
}
