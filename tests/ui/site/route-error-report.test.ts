import { describe, expect, it } from 'vitest';
import { createMemoryRouter, data } from 'react-router-dom';
import { GatewayError } from '@/application/shared/gateway-error';
import { toPageError } from '@/domain/site/page-error';
import { routeErrorReport } from '@/ui/site/route-error-report';

/** What the error view gets when a route's loader throws `thrown`, as the router hands it over. */
async function viewOf(thrown: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw thrown;
        },
        element: null,
        errorElement: null,
      },
    ],
    { initialEntries: ['/'] },
  );
  await router.initialize();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const error = Object.values(router.state.errors ?? {})[0];
  router.dispose();
  return toPageError(routeErrorReport(error));
}

describe('routeErrorReport (docs/product.md#error-page: route errors show status and message)', () => {
  it('shows a thrown answer’s status and words, as text or as an object’s message', async () => {
    expect(await viewOf(data('The kiln is cold', { status: 503 }))).toEqual({
      status: 503,
      message: 'The kiln is cold',
    });
    expect(await viewOf(data({ message: 'Closed for stocktaking' }, { status: 502 }))).toEqual({
      status: 502,
      message: 'Closed for stocktaking',
    });
  });

  it('shows a thrown error’s message, with its status when it has one, else 500', async () => {
    expect(await viewOf(new Error('The route lookup answered nonsense'))).toEqual({
      status: 500,
      message: 'The route lookup answered nonsense',
    });
    const refused = new GatewayError('status', 'Service unavailable', { status: 503 });
    expect(await viewOf(refused)).toEqual({ status: 503, message: 'Service unavailable' });
  });

  it('a 404 without words of its own says the page could not be found; anything else is 500', async () => {
    expect(await viewOf(data(null, { status: 404 }))).toEqual({
      status: 404,
      message: 'This page could not be found',
    });
    expect(await viewOf('a string thrown')).toEqual({ status: 500, message: '' });
  });
});
