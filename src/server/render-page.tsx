import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { parseShopConfig, type ShopConfig } from '@/composition/config';
import { createContainer } from '@/composition/container';
import { AnswerRecorder } from '@/composition/first-screen/answer-log';
import type { FirstScreen } from '@/composition/first-screen/first-screen';
import type { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import { isPreview } from '@/domain/site/preview-site';
import { createRoutes } from '@/ui/app/routes';
import { ShopApp } from '@/ui/app/shop-app';
import { serverPlatformModule } from './server-platform.module';
import { RequestCartStorage, type CookieChanges } from './request-cart-storage';

/** A page as the server answers it: a status, and the HTML or where to go instead. */
export type RenderedPage = (
  | {
      readonly kind: 'page';
      readonly status: number;
      /** The page's markup, what goes inside its root element. */
      readonly html: string;
      /** What the browser's first render needs to equal it. */
      readonly firstScreen: FirstScreen;
    }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
) & {
  /** The cart cookie the answer sets or removes, when the render changed the cart. */
  readonly cookies: CookieChanges;
};

export interface RenderOptions {
  /** The public `VITE_SHOP_*` settings the shop runs with. */
  readonly settings: Readonly<Record<string, string>>;
  /**
   * The shop's public origin, which the page names in its head: the configured one, or an
   * allowed request's (src/server/public-origin.ts), never a `Host` header taken on trust.
   */
  readonly origin: string;
  /** The nonce of the answer's Content-Security-Policy, for any script React writes inline. */
  readonly nonce?: string;
  /** Hears each backend call of the render that failed, by port (the server's metrics). */
  readonly onBackendError?: (port: string, error: unknown) => void;
  /** The render's time: the machine's by default. */
  readonly now?: number;
  /** The shared data the server keeps between renders (docs/operations.md#process-cache). */
  readonly cache?: SharedDataCache;
  /**
   * The request's cookies the render may read: the cart's alone
   * (docs/product.md#before-scripts).
   */
  readonly cookies?: Readonly<Record<string, string | undefined>>;
}

/**
 * Renders one request's page on the server (docs/architecture.md#server-rendering): a container
 * of its own — so no store or adapter of one request sees another's market, language or visitor —
 * the data router's loaders run by `createStaticHandler`, and React's stream read to its end, lazy
 * parts included. A loader's redirect is answered as one. The shared data the render used comes
 * back with the page, for the browser's first render.
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage> {
  const renderedAt = options.now ?? Date.now();
  const url = new URL(request.url);
  // The page and the browser's first render name the same origin.
  const settings = { ...options.settings, VITE_SHOP_ORIGIN: options.origin };
  const config = parseShopConfig(settings, url.searchParams);
  const recorder = new AnswerRecorder(options.onBackendError);
  const cart = new RequestCartStorage(options.cookies ?? {});
  const container = await createContainer(config, {
    platform: 'server',
    serverPlatform: serverPlatformModule(renderedAt, cart),
    recorder,
    cache: usesKeptData(url, config) ? options.cache : undefined,
  });
  const handler = createStaticHandler(createRoutes(container));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
      cookies: cart.changes(),
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <ShopApp
      resolver={container}
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
    />,
    options.nonce ? { nonce: options.nonce } : {},
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    firstScreen: {
      settings,
      status: context.statusCode,
      renderedAt,
      answers: recorder.toJSON(),
    },
    cookies: cart.changes(),
  };
}

/**
 * Whether a request may be answered from the data kept between renders: not the editors' preview,
 * whose drafts are theirs alone, nor a request with QA's fault or latency switches, whose point
 * is the backend's failure.
 */
function usesKeptData(url: URL, config: ShopConfig): boolean {
  const faulty = config.adapters === 'memory' && config.faults !== undefined;
  return !faulty && !isPreview(Object.fromEntries(url.searchParams));
}
