import { useEffect } from 'react';
import { firstPageLoaded, startServiceWorker, type FirstPageSource } from './service-worker';

/**
 * Starts the service worker once the router's first page has loaded (`startServiceWorker`).
 * Mounted beside `RouterProvider`, so it listens to the router only from an effect, after the
 * provider's own layout effect has: a listener the router has before the provider's makes React
 * Router drop its first update when the first page loads between the provider's render and
 * commit, and the shop then shows its hydrate fallback for good (react-router #15527; seen as
 * blank pages under load, roughly one load in fifteen).
 */
export function ServiceWorkerStarter(props: {
  readonly router: FirstPageSource;
  /** The dev server has no `/sw.js`: there nothing is registered. */
  readonly isProduction: boolean;
}) {
  const { router, isProduction } = props;
  useEffect(() => {
    void startServiceWorker(isProduction, firstPageLoaded(router));
  }, [router, isProduction]);
  return null;
}
