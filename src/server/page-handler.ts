import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import { CACHE_CONTROL, pageCachePolicy, type CachePolicy } from './cache-policy';
import type { PageDocument } from './page-document';
import { renderPage, type RenderedPage } from './render-page';
import { withinTimeLimit } from './within-time-limit';
import { shellWith } from '@/composition/first-screen/shell-start';
import { DEFAULT_ERROR_STATUS as SHELL_ERROR_STATUS } from '@/domain/site/page-error';

/** What the request log adds to a page's line: the cache rule and the render's time. */
export interface PageVariables {
  cache?: CachePolicy | 'shell';
  renderMs?: number;
}

export interface PageHandlerOptions {
  readonly settings: Readonly<Record<string, string>>;
  readonly document: PageDocument;
  /** The built `index.html`: the app shell the browser renders alone. */
  readonly shell: string;
  /** How long a render may take before the app shell is answered instead. */
  readonly timeLimitMs: number;
  /** The shared data kept between renders (docs/operations.md#process-cache); none without. */
  readonly cache?: SharedDataCache;
}

/**
 * Answers a page (docs/operations.md): rendered on the server with its cache rule, a weak ETag and
 * its render time in `Server-Timing`; or — when the backends are too slow or the render fails —
 * the app shell, which the browser renders on its own, never cached.
 */
export function pageHandler(options: PageHandlerOptions) {
  const build = createHash('sha1').update(options.shell).digest('hex').slice(0, 12);
  return async (c: Context<{ Variables: PageVariables }>) => {
    const started = performance.now();
    const outcome = await withinTimeLimit(
      renderPage(c.req.raw, { settings: options.settings, cache: options.cache }),
      options.timeLimitMs,
    );
    const ms = Math.round(performance.now() - started);
    c.set('renderMs', ms);
    if (outcome.kind !== 'done') {
      if (outcome.kind === 'failed') console.error(`Render failed: ${c.req.path}`, outcome.error);
      const late = outcome.kind === 'late';
      c.set('cache', 'shell');
      c.header('Cache-Control', CACHE_CONTROL.uncached);
      c.header(
        'Server-Timing',
        `render;dur=${ms};desc="${late ? 'too slow' : 'failed'}: app shell"`,
      );
      // The shell starts on the server's settings; a failed render's shows the error view.
      const settings = { VITE_SHOP_ORIGIN: new URL(c.req.url).origin, ...options.settings };
      const start = late ? { settings } : { settings, serverError: { status: SHELL_ERROR_STATUS } };
      return c.html(shellWith(options.shell, start), late ? 200 : SHELL_ERROR_STATUS);
    }
    const page = outcome.value;
    if (page.kind === 'redirect') return c.redirect(page.location, page.status === 301 ? 301 : 302);
    const url = new URL(c.req.url);
    const policy = pageCachePolicy(url, page.status);
    c.set('cache', policy);
    c.header('Cache-Control', CACHE_CONTROL[policy]);
    c.header('Server-Timing', `render;dur=${ms}`);
    const etag = pageEtag(build, url, page);
    c.header('ETag', etag);
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304);
    return c.html(options.document.render(page), page.status as 200);
  };
}

/**
 * A weak validator of what the page was rendered from — the build, the address, the status and
 * the backends' answers — so a page rendered again from the same data revalidates, though its
 * render time (and a countdown's text) differ.
 */
function pageEtag(build: string, url: URL, page: Extract<RenderedPage, { kind: 'page' }>) {
  const { answers } = page.firstScreen;
  const digest = createHash('sha1')
    .update(`${build}\n${url.pathname}${url.search}\n${page.status}\n${JSON.stringify(answers)}`)
    .digest('base64url');
  return `W/"${digest}"`;
}
