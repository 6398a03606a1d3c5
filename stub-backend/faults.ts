import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { Fault, FaultPlan, FaultPort } from '../src/adapters/memory/faults/fault-plan';

/** Which port a stub path belongs to, so `?faults=cart:500` hits the same calls in both modes. */
const PORT_PREFIXES: readonly (readonly [string, FaultPort])[] = [
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
 * Makes the stub answer as the fault plan says (ARCHITECTURE §6): wait the latency, then
 * answer the port's fault — a status, silence, a dropped connection or a body no schema takes.
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
