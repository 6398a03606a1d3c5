import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createStubBackend, type SeenRequest } from './app';

export interface RunningStub {
  /** `http://127.0.0.1:PORT`: the `{base}` of SPEC §7. */
  readonly base: string;
  readonly seen: SeenRequest[];
  close(): Promise<void>;
}

/** Starts the stub backend on loopback; port 0 picks a free one. */
export function startStubBackend(port = 0): Promise<RunningStub> {
  const seen: SeenRequest[] = [];
  const app = createStubBackend(seen);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info: AddressInfo) => {
      resolve({
        base: `http://127.0.0.1:${info.port}`,
        seen,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
