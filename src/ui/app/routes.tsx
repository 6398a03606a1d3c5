import type { RouteObject } from 'react-router-dom';
import { ShopLayout } from '@/ui/site/shop-layout';
import { ErrorPage } from '@/ui/site/error-page';
import { menuPreviewLoader } from '@/ui/content/menu-preview-loader';
import { resolvedPageLoader, shareInFlight } from '@/ui/content/resolved-page-loader';
import { AppShell } from './app-shell';
import type { StoreResolver } from '@/ui/shared/container-context';
import { siteLoader } from './site-loader';
import { searchPageLoader } from '@/ui/search/search-results-loader';
import { addToCartAction, cartPageLoader, checkoutLoader } from './cart-form-routes';
import { CART_FORM_SEGMENT } from '@/ui/cart/cart-form-path';

/**
 * docs/product.md#routes: an optional `{site}` prefix, the pages under it, and 404 for the rest.
 * Each area adds its routes under `siteChildren`, lazily where the page is heavy
 * (docs/architecture.md#views).
 */
export function createRoutes(resolver: StoreResolver): RouteObject[] {
  // Shared with the catch-all's loader, which needs the site set first.
  const loader = shareInFlight(siteLoader(resolver));
  const siteChildren: RouteObject[] = [
    {
      // docs/product.md#routes: the site's start page is the content page at the empty
      // path.
      index: true,
      loader: resolvedPageLoader(resolver, loader),
      lazy: () =>
        import('@/ui/content/resolved-page').then((m) => ({ Component: m.ResolvedPageView })),
    },
    // ── area routes: each helper adds its entries here ──
    {
      // docs/product.md#routes test pages; `findify` is the search provider's, with its
      // product list.
      path: 'dummy',
      children: [
        {
          path: 'findify',
          lazy: () =>
            import('@/ui/content/dummy-page').then((m) => ({ Component: m.FindifyDummyPage })),
        },
        {
          path: ':name',
          lazy: () => import('@/ui/content/dummy-page').then((m) => ({ Component: m.DummyPage })),
        },
      ],
    },
    {
      // docs/product.md#account; the layout applies the guards (docs/product.md#validation).
      path: 'account',
      lazy: () =>
        import('@/ui/account/account-layout').then((m) => ({ Component: m.AccountLayout })),
      children: [
        { index: true, element: null },
        {
          path: 'login',
          lazy: () => import('@/ui/account/login-page').then((m) => ({ Component: m.LoginPage })),
        },
        {
          path: 'register',
          lazy: () =>
            import('@/ui/account/register-page').then((m) => ({ Component: m.RegisterPage })),
        },
        {
          path: 'reset-password',
          lazy: () =>
            import('@/ui/account/reset-password-page').then((m) => ({
              Component: m.ResetPasswordPage,
            })),
        },
        {
          path: 'logout',
          lazy: () =>
            import('@/ui/account/account-pages').then((m) => ({ Component: m.LogoutPage })),
        },
        {
          path: 'content',
          lazy: () =>
            import('@/ui/account/account-content-page').then((m) => ({
              Component: m.AccountContentPage,
            })),
        },
        {
          path: 'overview',
          lazy: () =>
            import('@/ui/account/account-pages').then((m) => ({ Component: m.OverviewPage })),
        },
        {
          path: 'overview/content',
          lazy: () =>
            import('@/ui/account/account-content-page').then((m) => ({
              Component: m.MemberContentPage,
            })),
        },
        {
          path: 'overview/orders',
          lazy: () =>
            import('@/ui/account/account-pages').then((m) => ({ Component: m.OrdersPage })),
        },
        {
          path: 'overview/orders/:orderId',
          lazy: () =>
            import('@/ui/account/account-pages').then((m) => ({ Component: m.OrderPage })),
        },
      ],
    },
    {
      path: 'wishlist',
      lazy: () =>
        import('@/ui/wishlist/wishlist-page').then((m) => ({ Component: m.WishlistPage })),
    },
    {
      path: 'search',
      loader: searchPageLoader(resolver, loader),
      lazy: () => import('@/ui/search/search-page').then((m) => ({ Component: m.SearchPage })),
    },
    {
      // docs/product.md#before-scripts: where a page's add-to-cart form posts.
      path: CART_FORM_SEGMENT,
      loader: cartPageLoader,
      action: addToCartAction(resolver, loader),
    },
    {
      // docs/product.md#routes: the route named site-checkout, with its receipt and
      // failed pages.
      path: 'checkout',
      id: 'site-checkout',
      children: [
        {
          index: true,
          loader: checkoutLoader(resolver, loader),
          lazy: () =>
            import('@/ui/cart/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
        },
        {
          path: 'receipt',
          lazy: () =>
            import('@/ui/cart/checkout/receipt-page').then((m) => ({ Component: m.ReceiptPage })),
        },
        {
          path: 'failed',
          lazy: () =>
            import('@/ui/cart/checkout/failed-page').then((m) => ({ Component: m.FailedPage })),
        },
      ],
    },
    {
      // docs/product.md#routes: a content page, category list or product page, else 404.
      path: '*',
      loader: resolvedPageLoader(resolver, loader),
      lazy: () =>
        import('@/ui/content/resolved-page').then((m) => ({ Component: m.ResolvedPageView })),
    },
  ];
  return [
    {
      path: '/',
      element: <ShopLayout />,
      errorElement: <ErrorPage />,
      // Before the site is known only the shell shows; the first loader decides the rest.
      hydrateFallbackElement: <AppShell />,
      children: [
        // The bare `/` only redirects to a site (docs/product.md#start-up).
        { index: true, loader, element: null },
        {
          // docs/product.md#routes: the editors' preview of a menu story, outside the
          // site prefix.
          path: 'shared-content/menus/*',
          loader: menuPreviewLoader(resolver),
          lazy: () =>
            import('@/ui/content/menu-preview-page').then((m) => ({
              Component: m.MenuPreviewPage,
            })),
        },
        { path: ':site', loader, errorElement: <ErrorPage />, children: siteChildren },
      ],
    },
  ];
}
