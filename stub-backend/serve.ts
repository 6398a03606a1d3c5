import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { NO_FAULTS, type FaultPlan } from '../src/adapters/memory/faults/fault-plan';
import type { ShopSeed } from '../src/adapters/memory/seed/shop.seed';
import { createStubBackend, type SeenRequest } from './app';

export interface RunningStub {
  /** `http://127.0.0.1:PORT`: the `{base}` of docs/product.md#backend-calls. */
  readonly base: string;
  readonly seen: SeenRequest[];
  /** Makes the following requests fail or wait as the plan says (NO_FAULTS to heal). */
  setFaults(plan: FaultPlan): void;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Port 0 (the default) picks a free one. */
  readonly port?: number;
  readonly host?: string;
  readonly faults?: FaultPlan;
  /** The data served; the seeded shop when left out. */
  readonly shop?: ShopSeed;
  /** Gzip the answers (see StubOptions.compress). */
  readonly compress?: boolean;
}

/** Starts the stub backend, on loopback unless told otherwise. */
export function startStubBackend(options: StartOptions = {}): Promise<RunningStub> {
  const { port = 0, host = '127.0.0.1', faults = NO_FAULTS, shop, compress = false } = options;
  const seen: SeenRequest[] = [];
  let plan = faults;
  const app = createStubBackend({
    seen,
    faults: () => plan,
    setFaults: (next) => {
      plan = next;
    },
    ...(shop ? { shop } : {}),
    compress,
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      resolve({
        base: `http://${host}:${info.port}`,
        seen,
        setFaults: (next) => {
          plan = next;
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}
