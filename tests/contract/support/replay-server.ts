import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** One canned answer: a body as a vendor documents it, with its status and headers. */
export interface ReplayAnswer {
  readonly body: unknown;
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Which request gets the answer: a method, a path (exact, or a pattern) and, when given, query
 * parameters it must carry.
 */
export interface ReplayRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string | RegExp;
  readonly query?: Readonly<Record<string, string>>;
  readonly answer: ReplayAnswer;
}

export interface AskedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
}

export interface RunningReplay {
  /** `http://127.0.0.1:PORT`, where the routes' paths hang. */
  readonly base: string;
  readonly asked: AskedRequest[];
}

/**
 * A loopback server answering vendor fixtures as they are, for the real HTTP adapters to read
 * (docs/architecture.md#contract-suites). A request no route names gets a 404 that says so. One
 * server per set of routes, closed after the file.
 */
export function replayForThisFile(): (routes: readonly ReplayRoute[]) => Promise<RunningReplay> {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
  });
  return async (routes) => {
    const { running, close } = await startReplay(routes);
    closers.push(close);
    return running;
  };
}

function startReplay(
  routes: readonly ReplayRoute[],
): Promise<{ running: RunningReplay; close: () => Promise<void> }> {
  const asked: AskedRequest[] = [];
  const app = new Hono();
  app.all('*', (c) => {
    const { method, path } = c.req;
    const query = c.req.query();
    asked.push({ method, path, query });
    const route = routes.find(
      (entry) =>
        entry.method === method &&
        (typeof entry.path === 'string' ? entry.path === path : entry.path.test(path)) &&
        Object.entries(entry.query ?? {}).every(([name, value]) => query[name] === value),
    );
    if (!route) return c.json({ message: `No fixture for ${method} ${path}` }, 404);
    const { body, status = 200, headers = {} } = route.answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, hostname: '127.0.0.1', port: 0 },
      (info: AddressInfo) => {
        resolve({
          running: { base: `http://127.0.0.1:${info.port}`, asked },
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
  });
}
