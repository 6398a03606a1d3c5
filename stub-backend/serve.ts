import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { NO_FAULTS, type FaultPlan } from '../src/adapters/memory/faults/fault-plan';
import { createStubBackend, type SeenRequest } from './app';

export interface RunningStub {
  /** `http://127.0.0.1:PORT`: the `{base}` of SPEC §7. */
  readonly base: string;
  readonly seen: SeenRequest[];
  /** Makes the following requests fail or wait as the plan says (NO_FAULTS to heal). */
  setFaults(plan: FaultPlan): void;
  close(): Promise<void>;
}

/** Starts the stub backend on loopback; port 0 picks a free one. */
export function startStubBackend(
  port = 0,
  initialFaults: FaultPlan = NO_FAULTS,
): Promise<RunningStub> {
  const seen: SeenRequest[] = [];
  let plan = initialFaults;
  const app = createStubBackend({ seen, faults: () => plan });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info: AddressInfo) => {
      resolve({
        base: `http://127.0.0.1:${info.port}`,
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
