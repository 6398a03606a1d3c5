import type { RouteObject } from 'react-router-dom';
import { ShopLayout } from '../layout/shop-layout';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { resolvedPageLoader, shareInFlight } from '../pages/resolved-page-loader';
import type { StoreResolver } from './container-context';
import { siteLoader } from './site-loader';

/**
 * SPEC §2 Routes: an optional `{site}` prefix, the pages under it, and 404 for the rest. Each
 * area adds its routes under `siteChildren`, lazily where the page is heavy (ARCHITECTURE §5).
 */
export function createRoutes(resolver: StoreResolver): RouteObject[] {
  // Shared with the catch-all's loader, which needs the site set first.
  const loader = shareInFlight(siteLoader(resolver));
  const siteChildren: RouteObject[] = [
    { index: true, element: <HomePage /> },
    // ── area routes (issue 6): each helper adds its entries here ──
    {
      path: 'search',
      lazy: () => import('../pages/search/search-page').then((m) => ({ Component: m.SearchPage })),
    },
    {
      // SPEC §2: the route named site-checkout, with its receipt and failed pages.
      path: 'checkout',
      id: 'site-checkout',
      children: [
        {
          index: true,
          lazy: () =>
            import('../pages/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
        },
        {
          path: 'receipt',
          lazy: () =>
            import('../pages/checkout/receipt-page').then((m) => ({ Component: m.ReceiptPage })),
        },
        {
          path: 'failed',
          lazy: () =>
            import('../pages/checkout/failed-page').then((m) => ({ Component: m.FailedPage })),
        },
      ],
    },
    {
      // SPEC §2 catch-all: a content page, category list or product page, else 404.
      path: '*',
      loader: resolvedPageLoader(resolver, loader),
      lazy: () => import('../pages/resolved-page').then((m) => ({ Component: m.ResolvedPageView })),
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
