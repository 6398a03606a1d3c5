import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import type { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import { parseShopConfig } from '@/composition/config';
import { parseSite } from '@/domain/site/site';
import { flagEndpoint } from './flag-endpoint';
import { CACHE_CONTROL } from './cache-policy';
import { ShopMetrics } from './metrics/shop-metrics';
import { watchEventLoopDelay } from './overload/event-loop-delay';
import { LoadShedder, type SheddingLimits } from './overload/load-shedder';
import { originRule, publicOrigin, type OriginRule } from './public-origin';
import { withNonce } from './security/nonce-placeholder';
import { securityHeaders } from './security/security-headers';
import { thirdPartySources, type ConfiguredSources } from './security/third-party-sources';
import { DEFAULT_EDITOR_ORIGIN, DEFAULT_SHEDDING } from './server-settings';
import { imageEndpoint } from './media/image-endpoint';
import { PageDocument } from './page-document';
import { pageHandler, type PageVariables } from './page-handler';
import { templateForRunMode } from './run-mode-hints';
import { serverShop } from './server-shop';
import { siteSitemap, sitemapIndex } from './sitemap';
import { stylesheetOf } from './used-stylesheets';
import { withinTimeLimit } from './within-time-limit';
import { tidyPath } from '@/domain/site/route-path';
import { cartFormPath } from '@/ui/cart/cart-form-path';

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
  /** Hosts whose requests may name the public origin when `VITE_SHOP_ORIGIN` is unset. */
  readonly allowedHosts?: readonly string[] | undefined;
  /** The third parties the settings name: payment provider, image CDN, editor. */
  readonly sources?: ConfiguredSources;
  /** When to answer without a render (docs/operations.md#overload). */
  readonly shedding?: SheddingLimits;
  /** The event loop's recent delay in ms; the process's own, watched, by default. */
  readonly eventLoopDelayMs?: () => number;
  /** What `/metrics` reports; a registry of the server's own by default. */
  readonly metrics?: ShopMetrics;
}

/** An add-to-cart form is an item id and a quantity; nothing near this size. */
const FORM_SIZE_LIMIT_BYTES = 4096;

/** How long the readiness check waits for the backends' markets. */
const READY_TIME_LIMIT_MS = 2000;

/**
 * The production server (docs/operations.md, docs/architecture.md#server-rendering): the client
 * build's files as they are, and every other GET rendered on the server — one container per
 * request — into the built `index.html`. Holds nothing between requests. Refuses to start in
 * http mode without a public origin (src/server/public-origin.ts).
 */
export function createShopServer(options: ShopServerOptions): Hono<{ Variables: PageVariables }> {
  const config = parseShopConfig(options.settings);
  const origins = originRule(options.settings, options.allowedHosts);
  const sources = options.sources ?? { payment: [], images: [], editor: DEFAULT_EDITOR_ORIGIN };
  const metrics = options.metrics ?? new ShopMetrics();
  const delay = options.eventLoopDelayMs ?? watchEventLoopDelay().current;
  const shedder = new LoadShedder(options.shedding ?? DEFAULT_SHEDDING, delay);
  watchLoad(metrics, shedder, delay);
  const shell = templateForRunMode(
    readFileSync(join(options.clientDir, 'index.html'), 'utf8'),
    config,
  );
  const render = pageHandler({
    settings: options.settings,
    document: pageDocumentOf(options.clientDir, shell),
    shell,
    timeLimitMs: options.renderTimeLimitMs ?? 3000,
    cache: options.cache,
    shedder,
    metrics,
  });
  const app = new Hono<{ Variables: PageVariables }>();
  app.use(compress());
  app.use(requestLog(options.log, metrics));
  app.use(
    securityHeaders({
      sources: thirdPartySources(config, sources),
      editorOrigin: sources.editor,
      paymentOrigins: sources.payment,
      https: origins.kind === 'configured' && origins.origin.startsWith('https:'),
    }),
  );
  // docs/product.md#routes: an untidy address (`//se//servering`, `/SE/servering`) is answered
  // with the tidy one before any route reads it — the router matches no doubled slash.
  app.use(async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const tidy = tidyPath(pathname);
    if (tidy === pathname) return next();
    c.set('cache', 'moved');
    c.header('Cache-Control', CACHE_CONTROL.moved);
    return c.redirect(`${tidy}${search}`, 301);
  });
  // The process is up: no backend is asked.
  app.get('/healthz', (c) => {
    c.header('Cache-Control', CACHE_CONTROL.uncached);
    return c.text('ok');
  });
  // Ready to take shoppers: not shedding load, and the backends answer the markets, the first
  // thing every page needs, within a time limit.
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', CACHE_CONTROL.uncached);
    if (shedder.shedding) return c.text('shedding load', 503);
    return (await backendsReady(options.settings))
      ? c.text('ready')
      : c.text('backends unreachable', 503);
  });
  app.get('/metrics', async (c) => {
    const { body, contentType } = await metrics.exposition();
    return c.body(body, 200, {
      'Content-Type': contentType,
      'Cache-Control': CACHE_CONTROL.uncached,
    });
  });
  // Everything below names the public origin, or hands it to the page.
  const named = publicOriginOf(origins);
  app.get('/robots.txt', named, (c) =>
    c.text(`User-agent: *\nAllow: /\nSitemap: ${c.get('origin')}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', named, async (c) =>
    xml(c, await sitemapIndex(c.get('origin'), options.settings)),
  );
  app.get('/:site/sitemap.xml', named, async (c) => {
    const site = parseSite(c.req.param('site'));
    const map = site.ok
      ? await siteSitemap(site.value, c.get('origin'), options.settings)
      : undefined;
    return map === undefined ? c.notFound() : xml(c, map);
  });
  app.get('/', named, render);
  // The template the service worker keeps as its offline page, with this answer's nonce.
  app.get('/index.html', (c) => {
    c.header('Cache-Control', CACHE_CONTROL.file);
    return c.html(withNonce(shell, c.get('nonce')));
  });
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
  app.get('*', named, render);
  // docs/product.md#before-scripts: a page's add-to-cart form, posted before its scripts have
  // run or without them, from the shop's own pages only, and small.
  app.post(
    cartFormPath(':site'),
    named,
    csrf({ origin: (origin, c) => origin === c.get('origin') }),
    bodyLimit({ maxSize: FORM_SIZE_LIMIT_BYTES }),
    render,
  );
  return app;
}

/**
 * The public origin into the request's context for the handlers after it; a request from a host
 * the shop does not know is refused (400, never cached) rather than answered with its host in
 * the page.
 */
function publicOriginOf(rule: OriginRule): MiddlewareHandler<{ Variables: PageVariables }> {
  return async (c, next) => {
    const origin = publicOrigin(rule, new URL(c.req.url));
    if (origin === undefined) {
      c.header('Cache-Control', CACHE_CONTROL.uncached);
      return c.text(
        `Unknown host "${new URL(c.req.url).host}": set VITE_SHOP_ORIGIN to the shop's public ` +
          'address, or list the host in ALLOWED_HOSTS.',
        400,
      );
    }
    c.set('origin', origin);
    await next();
  };
}

/** One JSON line per request, and the request in the metrics by its kind of route and status. */
function requestLog(
  log: (line: string) => void,
  metrics: ShopMetrics,
): MiddlewareHandler<{ Variables: PageVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const { method, path } = c.req;
    const ms = performance.now() - started;
    const line = { method, path, status: c.res.status, ms: Math.round(ms) };
    const page = { cache: c.get('cache'), render: c.get('renderMs') };
    log(JSON.stringify(page.cache ? { ...line, ...page } : line));
    metrics.answered(page.cache ?? routeKind(path), c.res.status, ms / 1000);
  };
}

/** The kind of route a request that is no page asked for, for the metrics' labels. */
function routeKind(path: string): string {
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/flags/')) return 'flag';
  if (path === '/healthz' || path === '/readyz') return 'probe';
  if (path === '/metrics') return 'metrics';
  if (path === '/robots.txt' || path.endsWith('/sitemap.xml')) return 'seo';
  return 'file';
}

/** The load the shedding reads, reported when `/metrics` is scraped. */
function watchLoad(metrics: ShopMetrics, shedder: LoadShedder, delay: () => number): void {
  metrics.watch('shop_renders_in_flight', 'Page renders under way', () => shedder.inFlight);
  metrics.watch('shop_shedding', '1 while the server answers pages without rendering them', () =>
    shedder.shedding ? 1 : 0,
  );
  metrics.watch(
    'shop_event_loop_delay_seconds',
    "The event loop's mean delay over the last half second, as the shedding reads it",
    () => delay() / 1000,
  );
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
