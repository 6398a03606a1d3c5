import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer, type ViteDevServer } from 'vite';
import { withDemoStart } from '../src/server/demo-start';
import { imageEndpoint } from '../src/server/media/image-endpoint';
import { flagEndpoint } from '../src/server/flag-endpoint';
import type * as PageDocumentModule from '../src/server/page-document';
import type * as RenderPageModule from '../src/server/render-page';
import type * as CartCookieModule from '../src/server/cart-cookie';

/**
 * `npm run dev`: Vite's dev server in middleware mode with every page rendered on the server
 * as `npm start` renders it (docs/architecture.md#server-rendering), so what a developer sees is
 * what shoppers get; modules reload on change. `VITE_SHOP_*` settings come from the environment
 * (and `.env` files, as Vite reads them).
 */
export async function startDevServer(options: { port?: number; host?: string } = {}) {
  const vite = await createServer({
    // The browser's first page asks for the client's modules: transformed ahead, not then.
    server: { middlewareMode: true, warmup: { clientFiles: ['./src/main.tsx'] } },
    appType: 'custom',
  });
  const settings = withDemoStart(
    Object.fromEntries(
      Object.entries({ ...vite.config.env, ...process.env }).filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith('VITE_SHOP_') && typeof entry[1] === 'string',
      ),
    ),
    Date.now(),
  );
  const render = getRequestListener((request) => renderWithVite(vite, request, settings));
  // The seeded photographs are made on request, as the production server makes them.
  const pictures = getRequestListener(
    new Hono().use('/media/*', imageEndpoint('public/media')).get('/flags/:file', flagEndpoint())
      .fetch,
  );
  const server = createHttpServer((request, response) => {
    const served =
      (request.url?.startsWith('/media/') && request.url.includes('.jpg')) ||
      request.url?.startsWith('/flags/');
    if (served) {
      void pictures(request, response);
      return;
    }
    vite.middlewares(request, response, () => void render(request, response));
  });
  const port = options.port ?? 5173;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = `http://${host}:${port}/se`;
  // The server render's modules are transformed and run on the first request, ~13 s on a fresh
  // start: one render of the start page before the address is given makes that request anyone's
  // but the developer's.
  console.info('Lera (dev): preparing the first page…');
  const warm = await renderWithVite(vite, new Request(address), settings);
  if (!warm.ok) console.warn(`Lera (dev): the first page answered ${warm.status} while preparing`);
  console.info(`Lera (dev, rendered on the server) on ${address}`);
  return {
    close: () =>
      Promise.all([vite.close(), new Promise((resolve) => server.close(resolve))]).then(() => {}),
  };
}

async function renderWithVite(
  vite: ViteDevServer,
  request: Request,
  settings: Record<string, string>,
): Promise<Response> {
  const url = new URL(request.url);
  try {
    const template = await vite.transformIndexHtml(
      url.pathname,
      readFileSync('index.html', 'utf8'),
    );
    const { renderPage } = (await vite.ssrLoadModule(
      '/src/server/render-page.tsx',
    )) as typeof RenderPageModule;
    const { PageDocument } = (await vite.ssrLoadModule(
      '/src/server/page-document.ts',
    )) as typeof PageDocumentModule;
    // One developer's server, no cache in front of it: the request's origin may be the page's.
    const origin = settings.VITE_SHOP_ORIGIN ?? url.origin;
    const { cartCookieHeaders, requestCartCookies } = (await vite.ssrLoadModule(
      '/src/server/cart-cookie.ts',
    )) as typeof CartCookieModule;
    // The cart's cookie, as the production server reads and sets it (docs/product.md#before-scripts).
    const cookies = requestCartCookies(request.headers.get('Cookie'));
    const page = await renderPage(request, { settings, origin, cookies });
    const headers = new Headers();
    for (const line of cartCookieHeaders(page.cookies, origin.startsWith('https:'))) {
      headers.append('Set-Cookie', line);
    }
    if (page.kind === 'redirect') {
      headers.set('Location', page.location);
      return new Response(null, { status: page.status, headers });
    }
    // In development the styles come with the modules, so no stylesheet is linked.
    const html = new PageDocument(template, []).render(page);
    headers.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(html, { status: page.status, headers });
  } catch (error) {
    vite.ssrFixStacktrace(error as Error);
    console.error(error);
    return new Response(String(error), { status: 500 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dev = await startDevServer();
  const stop = () => void dev.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
