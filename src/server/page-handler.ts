import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { isbot } from 'isbot';
import { GatewayError } from '@/application/shared/gateway-error';
import { parseShopConfig, StartupError } from '@/composition/config';
import type { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import { DEFAULT_ERROR_STATUS as SHELL_ERROR_STATUS } from '@/domain/site/page-error';
import { CACHE_CONTROL, pageCachePolicy, type AnswerKind } from './cache-policy';
import type { ShopMetrics } from './metrics/shop-metrics';
import type { LoadShedder } from './overload/load-shedder';
import type { PageDocument } from './page-document';
import { renderPage, type RenderedPage } from './render-page';
import type { SecurityVariables } from './security/security-headers';
import { COUNTRY_HEADER } from '@/ui/app/site-loader';
import { badSwitchesAnswer, shellAnswer } from './shell-answers';
import { withinTimeLimit } from './within-time-limit';
import { cartCookieHeaders, requestCartCookies } from './cart-cookie';

/**
 * What a request's context carries for a page: its nonce, the public origin its page names, and
 * for the request log the kind of answer and the render's time.
 */
export interface PageVariables extends SecurityVariables {
  origin: string;
  cache?: AnswerKind;
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
  readonly cache?: SharedDataCache | undefined;
  readonly shedder: LoadShedder;
  readonly metrics: ShopMetrics;
}

/** How long a crawler turned away under load is asked to wait (docs/operations.md#overload). */
const RETRY_AFTER_S = 10;

type PageContext = Context<{ Variables: PageVariables }>;

/**
 * Answers a page (docs/operations.md): rendered on the server with its cache rule, a weak ETag and
 * its render time in `Server-Timing`; or — when the backends are too slow, the render fails or
 * the server is past its load limits — the app shell, which the browser renders on its own,
 * never cached. QA switches that cannot be read are the visitor's mistake: 400, saying why.
 */
export function pageHandler(options: PageHandlerOptions) {
  const build = createHash('sha1').update(options.shell).digest('hex').slice(0, 12);
  return async (c: PageContext) => {
    // The shell and the page start on the server's settings and name the same origin.
    const settings = { ...options.settings, VITE_SHOP_ORIGIN: c.get('origin') };
    const url = new URL(c.req.url);
    const unreadable = unreadableSwitches(settings, url);
    if (unreadable) return badSwitches(c, options.shell, settings, unreadable);
    if (!options.shedder.admit()) return shed(c, options, settings);
    // A render over the fakes runs start to end in one turn of the event loop, holding every
    // request that has arrived meanwhile unread; the one turn given back here lets the server
    // read them and take each on or shed it before any of the renders runs.
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    const rendering = renderPage(c.req.raw, {
      settings: options.settings,
      origin: c.get('origin'),
      nonce: c.get('nonce'),
      cache: options.cache,
      cookies: requestCartCookies(c.req.header('Cookie') ?? null),
      onBackendError: (port, error) =>
        options.metrics.backendFailed(port, error instanceof GatewayError ? error.kind : 'other'),
    });
    // A render given up on runs on: it counts as under way until it ends.
    void rendering.then(
      () => options.shedder.finished(),
      () => options.shedder.finished(),
    );
    const outcome = await withinTimeLimit(rendering, options.timeLimitMs);
    const ms = Math.round(performance.now() - started);
    c.set('renderMs', ms);
    // A visitor who left mid-render aborts its loaders (the request's signal): no fault of the shop.
    const abandoned = outcome.kind === 'failed' && c.req.raw.signal.aborted;
    options.metrics.rendered(abandoned ? 'abandoned' : outcome.kind, ms / 1000);
    if (outcome.kind !== 'done') {
      if (outcome.kind === 'failed' && !abandoned) {
        console.error(`Render failed: ${c.req.path}`, outcome.error);
      }
      const late = outcome.kind === 'late';
      if (!abandoned) options.metrics.shellAnswered(outcome.kind);
      c.set('cache', 'shell');
      c.header('Cache-Control', CACHE_CONTROL.uncached);
      c.header(
        'Server-Timing',
        `render;dur=${ms};desc="${late ? 'too slow' : 'failed'}: app shell"`,
      );
      // A failed render's shell shows the error view.
      const start = late ? { settings } : { settings, serverError: { status: SHELL_ERROR_STATUS } };
      const html = shellAnswer(options.shell, start, c.get('nonce'));
      return c.html(html, late ? 200 : SHELL_ERROR_STATUS);
    }
    const page = outcome.value;
    setCookies(c, page.cookies);
    if (page.kind === 'redirect') return redirect(c, page);
    const policy = pageCachePolicy(url, page.status);
    c.set('cache', policy);
    c.header('Cache-Control', CACHE_CONTROL[policy]);
    c.header('Server-Timing', `render;dur=${ms}`);
    // A visitor's own page (the checkout shows their cart) is never revalidated as another's.
    if (policy === 'private')
      return c.html(options.document.render(page, c.get('nonce')), page.status as 200);
    const etag = pageEtag(build, url, page);
    c.header('ETag', etag);
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304);
    return c.html(options.document.render(page, c.get('nonce')), page.status as 200);
  };
}

/** Why the address's QA switches cannot be read, if they cannot: the shop's settings were read at start. */
function unreadableSwitches(settings: Readonly<Record<string, string>>, url: URL) {
  try {
    parseShopConfig(settings, url.searchParams);
    return undefined;
  } catch (error) {
    if (error instanceof StartupError) return error;
    throw error;
  }
}

function badSwitches(
  c: PageContext,
  shell: string,
  settings: Readonly<Record<string, string>>,
  error: StartupError,
) {
  c.set('cache', 'bad-request');
  c.header('Cache-Control', CACHE_CONTROL.uncached);
  return c.html(badSwitchesAnswer(shell, { settings }, c.get('nonce'), error), 400);
}

/**
 * Past the load limits, at once: a browser gets the app shell, which renders the page on its own;
 * a crawler, which would index the shell's emptiness, is asked to come back (503, `Retry-After`).
 */
function shed(
  c: PageContext,
  options: PageHandlerOptions,
  settings: Readonly<Record<string, string>>,
) {
  options.metrics.shellAnswered('shed');
  c.header('Cache-Control', CACHE_CONTROL.uncached);
  if (isbot(c.req.header('User-Agent'))) {
    c.set('cache', 'shed');
    c.header('Retry-After', String(RETRY_AFTER_S));
    return c.text('The shop is busy; please come back in a moment.', 503);
  }
  c.set('cache', 'shell');
  c.header('Server-Timing', 'render;dur=0;desc="busy: app shell"');
  return c.html(shellAnswer(options.shell, { settings }, c.get('nonce')), 200);
}

/**
 * A render's redirect: where it goes may depend on the visitor's country (the start-up's, for an
 * address without a site), so it says so and no shared cache keeps it.
 */
function redirect(c: PageContext, page: Extract<RenderedPage, { kind: 'redirect' }>) {
  c.set('cache', 'redirect');
  c.header('Cache-Control', CACHE_CONTROL.redirect);
  c.header('Vary', COUNTRY_HEADER);
  return c.redirect(
    page.location,
    REDIRECT_STATUSES.find((status) => status === page.status) ?? 302,
  );
}

/** A moved page, a form's answer (see other) and every other redirect. */
const REDIRECT_STATUSES = [301, 302, 303] as const;

/** The cookies a render changed — the cart, after a form's add — set on its answer. */
function setCookies(c: PageContext, changes: Readonly<Record<string, string | null>>): void {
  const secure = c.get('origin').startsWith('https:');
  for (const line of cartCookieHeaders(changes, secure))
    c.header('Set-Cookie', line, { append: true });
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
