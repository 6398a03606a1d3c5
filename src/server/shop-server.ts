import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import { parseShopConfig } from '@/composition/config';
import { parseSite } from '@/domain/site/site';
import { flagEndpoint } from './flag-endpoint';
import { CACHE_CONTROL } from './cache-policy';
import { imageEndpoint } from './media/image-endpoint';
import { PageDocument } from './page-document';
import { pageHandler, type PageVariables } from './page-handler';
import { templateForRunMode } from './run-mode-hints';
import { serverShop } from './server-shop';
import { siteSitemap, sitemapIndex } from './sitemap';
import { stylesheetOf } from './used-stylesheets';
import { withinTimeLimit } from './within-time-limit';
import { tidyPath } from '@/domain/site/route-path';

export interface ShopServerOptions {
  /** The client build: `index.html`, `assets/`, the service worker and the media. */
  readonly clientDir: string;
  /** The public `VITE_SHOP_*` settings, read once at start. */
  readonly settings: Readonly<Record<string, string>>;
  /** Where the one line per request goes. */
  readonly log: (line: string) => void;
  /** How long a page's render may take before the app shell is answered (3 s by default). */
  readonly renderTimeLimitMs?: number;
  /** The shared data kept between renders (docs/operations.md#process-cache); none without. */
  readonly cache?: SharedDataCache;
}

/** How long the readiness check waits for the backends' markets. */
const READY_TIME_LIMIT_MS = 2000;

/**
 * The production server (docs/operations.md, docs/architecture.md#server-rendering): the client
 * build's files as they are, and every other GET rendered on the server — one container per
 * request — into the built `index.html`. Holds nothing between requests.
 */
export function createShopServer(options: ShopServerOptions): Hono<{ Variables: PageVariables }> {
  const shell = templateForRunMode(
    readFileSync(join(options.clientDir, 'index.html'), 'utf8'),
    parseShopConfig(options.settings),
  );
  const render = pageHandler({
    settings: options.settings,
    document: pageDocumentOf(options.clientDir, shell),
    shell,
    timeLimitMs: options.renderTimeLimitMs ?? 3000,
    cache: options.cache,
  });
  const app = new Hono<{ Variables: PageVariables }>();
  /** The shop's public origin: the configured one, else the request's. */
  const originOf = (c: Context) => options.settings.VITE_SHOP_ORIGIN ?? new URL(c.req.url).origin;
  app.use(compress());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const { method, path } = c.req;
    const line = {
      method,
      path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    const page = { cache: c.get('cache'), render: c.get('renderMs') };
    options.log(JSON.stringify(page.cache ? { ...line, ...page } : line));
  });
  // docs/product.md#routes: an untidy address (`//se//servering`, `/SE/servering`) is answered
  // with the tidy one before any route reads it — the router matches no doubled slash.
  app.use(async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const tidy = tidyPath(pathname);
    return tidy === pathname ? next() : c.redirect(`${tidy}${search}`, 301);
  });
  // The process is up: no backend is asked.
  app.get('/healthz', (c) => {
    c.header('Cache-Control', CACHE_CONTROL.uncached);
    return c.text('ok');
  });
  // The backends answer: the markets, the first thing every page needs, within a time limit.
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', CACHE_CONTROL.uncached);
    return (await backendsReady(options.settings))
      ? c.text('ready')
      : c.text('backends unreachable', 503);
  });
  app.get('/robots.txt', (c) =>
    c.text(`User-agent: *\nAllow: /\nSitemap: ${originOf(c)}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', async (c) => xml(c, await sitemapIndex(originOf(c), options.settings)));
  app.get('/:site/sitemap.xml', async (c) => {
    const site = parseSite(c.req.param('site'));
    const map = site.ok ? await siteSitemap(site.value, originOf(c), options.settings) : undefined;
    return map === undefined ? c.notFound() : xml(c, map);
  });
  app.get('/', render);
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', CACHE_CONTROL.asset);
  });
  app.use('/media/*', imageEndpoint(join(options.clientDir, 'media')));
  app.get('/flags/:file', flagEndpoint());
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.ok || c.res.headers.has('Cache-Control')) return;
    // The worker's script is checked on every visit, so a new build reaches shoppers at once.
    c.header('Cache-Control', c.req.path === '/sw.js' ? 'no-cache' : CACHE_CONTROL.file);
  });
  app.use('*', serveStatic({ root: options.clientDir }));
  app.get('*', render);
  return app;
}

async function backendsReady(settings: Readonly<Record<string, string>>): Promise<boolean> {
  return (await withinTimeLimit(serverShop(settings), READY_TIME_LIMIT_MS)).kind === 'done';
}

function xml(c: Context, body: string): Response {
  return c.body(body, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
}

function pageDocumentOf(clientDir: string, template: string): PageDocument {
  const assets = join(clientDir, 'assets');
  const sheets = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => stylesheetOf(`/assets/${file}`, readFileSync(join(assets, file), 'utf8')));
  return new PageDocument(template, sheets);
}
