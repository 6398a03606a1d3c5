import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ShopConfig } from '@/composition/config';
import { createContainer } from '@/composition/container';
import { ContainerProvider } from '@/ui/app/container-context';
import { createRoutes } from '@/ui/app/routes';

/** A page as the server answers it: a status, and the HTML or where to go instead. */
export type RenderedPage =
  | { readonly kind: 'page'; readonly status: number; readonly html: string }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string };

/**
 * Renders one request's page on the server (docs/architecture.md#server-rendering): a container
 * of its own — so no store or adapter of one request sees another's market, language or visitor —
 * the data router's loaders run by `createStaticHandler`, and React's stream read to its end, lazy
 * parts included. A loader's redirect is answered as one.
 */
export async function renderPage(request: Request, config: ShopConfig): Promise<RenderedPage> {
  const container = await createContainer(config, { platform: 'headless' });
  const handler = createStaticHandler(createRoutes(container));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <StrictMode>
      <ContainerProvider resolver={container}>
        <StaticRouterProvider router={router} context={context} />
      </ContainerProvider>
    </StrictMode>,
  );
  await stream.allReady;
  return { kind: 'page', status: context.statusCode, html: await new Response(stream).text() };
}
