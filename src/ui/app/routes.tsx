import { data, type RouteObject } from 'react-router-dom';
import { ShopLayout } from '../layout/shop-layout';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import type { StoreResolver } from './container-context';
import { siteLoader } from './site-loader';

/** SPEC §2 Routes: an optional `{site}` prefix, the pages under it, and 404 for the rest. */
export function createRoutes(resolver: StoreResolver): RouteObject[] {
  const loader = siteLoader(resolver);
  return [
    {
      path: '/',
      element: <ShopLayout />,
      errorElement: <ErrorPage />,
      // Nothing to show before the site is known; the first loader decides.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        // The bare `/` only redirects to a site (SPEC §4 Start-up).
        { index: true, loader, element: null },
        {
          path: ':site',
          loader,
          errorElement: <ErrorPage />,
          children: [
            { index: true, element: <HomePage /> },
            {
              // Until content pages exist, every other path is a 404 (SPEC §2 Routes).
              path: '*',
              element: null,
              loader: () => {
                throw data('Not Found', { status: 404 });
              },
            },
          ],
        },
      ],
    },
  ];
}
