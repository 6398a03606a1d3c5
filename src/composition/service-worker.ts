import { registerServiceWorker } from '@/adapters/browser/service-worker';
import { whenBrowserIdle } from '@/adapters/browser/when-browser-idle';

/** What of a data router tells whether its first page has been loaded. */
export interface FirstPageSource {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

/** Resolves once the router has loaded its first page (its first loaders have settled). */
export function firstPageLoaded(router: FirstPageSource): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Registers the built shop's service worker once the first page is there and the browser is
 * idle. A client-rendered page reaches the `load` event before it has asked for its
 * data, so when the worker was registered then, Workbox's precache (~320 files) shared the
 * network with the first page's requests. The dev server has no `/sw.js`, so nothing is
 * registered there.
 */
export async function startServiceWorker(
  isProduction: boolean,
  firstPage: Promise<void>,
): Promise<void> {
  if (!isProduction) return;
  await Promise.all([firstPage, pageLoaded()]);
  await whenBrowserIdle();
  await registerServiceWorker(window.navigator);
}
