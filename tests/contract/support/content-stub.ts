import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import type { ContentSeed } from '@/adapters/memory/seed/content/content-seed';
import type { SeenRequest } from '../../../stub-backend/app';
import { contentRoutes } from '../../../stub-backend/routes/content.routes';

export interface ContentStub {
  /** `http://127.0.0.1:PORT/api/storyblok-proxy`, the content client's proxy base. */
  readonly proxyBase: string;
  readonly seen: SeenRequest[];
}

/**
 * The stub backend's content routes over a seed of the test's own (an empty one, hundreds of
 * stores), mounted where the real stub mounts them. One server per seed, closed after the file.
 */
export function contentStubsForThisFile(): (seed: ContentSeed) => Promise<ContentStub> {
  const running = new Map<ContentSeed, Promise<ContentStub & { close: () => Promise<void> }>>();
  afterAll(async () => {
    await Promise.all([...running.values()].map(async (stub) => (await stub).close()));
  });
  return (seed) => {
    let stub = running.get(seed);
    if (!stub) {
      stub = startContentStub(seed);
      running.set(seed, stub);
    }
    return stub;
  };
}

function startContentStub(
  seed: ContentSeed,
): Promise<ContentStub & { close: () => Promise<void> }> {
  const seen: SeenRequest[] = [];
  const app = new Hono();
  app.use(async (c, next) => {
    seen.push({
      method: c.req.method,
      url: c.req.url,
      path: c.req.path,
      query: c.req.query(),
      headers: c.req.header(),
      body: '',
    });
    await next();
  });
  app.route('/api/storyblok-proxy', contentRoutes(seed));
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, hostname: '127.0.0.1', port: 0 },
      (info: AddressInfo) => {
        resolve({
          proxyBase: `http://127.0.0.1:${info.port}/api/storyblok-proxy`,
          seen,
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
