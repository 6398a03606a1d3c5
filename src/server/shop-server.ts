import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { PageDocument } from './page-document';
import { parseSite } from '@/domain/site/site';
import { renderPage } from './render-page';
import { siteSitemap, sitemapIndex } from './sitemap';
import { stylesheetOf } from './used-stylesheets';

export interface ShopServerOptions {
  /** The client build: `index.html`, `assets/`, the service worker and the media. */
  readonly clientDir: string;
  /** The public `VITE_SHOP_*` settings, read once at start. */
  readonly settings: Readonly<Record<string, string>>;
  /** Where the one line per request goes. */
  readonly log: (line: string) => void;
}

/** Hashed file names never change content: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The production server (docs/architecture.md#server-rendering): the client build's files as
 * they are, and every other GET rendered on the server — one container per request — into the
 * built `index.html`. Holds nothing between requests.
 */
export function createShopServer(options: ShopServerOptions): Hono {
  const document = pageDocumentOf(options.clientDir);
  const shell = readFileSync(join(options.clientDir, 'index.html'), 'utf8');
  const app = new Hono();
  /** The shop's public origin: the configured one, else the request's. */
  const originOf = (c: Context) => options.settings.VITE_SHOP_ORIGIN ?? new URL(c.req.url).origin;
  app.use(compress());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    options.log(
      JSON.stringify({ method: c.req.method, path: c.req.path, status: c.res.status, ms }),
    );
  });
  const render = async (c: Context) => {
    try {
      const page = await renderPage(c.req.raw, { settings: options.settings });
      if (page.kind === 'redirect')
        return c.redirect(page.location, page.status === 301 ? 301 : 302);
      // The editors' preview and a visitor's own pages are never kept by a cache.
      if (isPrivate(new URL(c.req.url))) c.header('Cache-Control', 'private, no-store');
      return c.html(document.render(page), page.status as 200);
    } catch (error) {
      // The shop still starts in the browser, which shows the error as a client-rendered page
      // would.
      console.error(`Server render failed for ${c.req.path}`, error);
      return c.html(shell, 500);
    }
  };
  // The process is up; it asks no backend (a readiness check that does is another matter).
  app.get('/healthz', (c) => c.text('ok'));
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
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  app.use('*', serveStatic({ root: options.clientDir }));
  app.get('*', render);
  return app;
}

/** A preview of drafts (`?_storyblok`), an account page or the checkout. */
function isPrivate(url: URL): boolean {
  return (
    url.searchParams.has('_storyblok') || /^\/[^/]+\/(account|checkout)(\/|$)/.test(url.pathname)
  );
}

function xml(c: Context, body: string): Response {
  return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
}

function pageDocumentOf(clientDir: string): PageDocument {
  const assets = join(clientDir, 'assets');
  const sheets = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => stylesheetOf(`/assets/${file}`, readFileSync(join(assets, file), 'utf8')));
  return new PageDocument(readFileSync(join(clientDir, 'index.html'), 'utf8'), sheets);
}
