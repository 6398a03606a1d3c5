import { data, type RouteObject } from 'react-router-dom';
import { ShopLayout } from '../layout/shop-layout';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import type { StoreResolver } from './container-context';
import { siteLoader } from './site-loader';

/**
 * SPEC §2 Routes: an optional `{site}` prefix, the pages under it, and 404 for the rest. Each
 * area adds its routes under `siteChildren`, lazily where the page is heavy (ARCHITECTURE §5).
 */
export function createRoutes(resolver: StoreResolver): RouteObject[] {
  const loader = siteLoader(resolver);
  const siteChildren: RouteObject[] = [
    { index: true, element: <HomePage /> },
    // ── area routes (issue 6): each helper adds its entries here ──
    {
      // Until the catch-all content page exists, every other path is a 404 (SPEC §2 Routes).
      path: '*',
      element: null,
      loader: () => {
        throw data('Not Found', { status: 404 });
      },
    },
  ];
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
        { path: ':site', loader, errorElement: <ErrorPage />, children: siteChildren },
      ],
    },
  ];
}
