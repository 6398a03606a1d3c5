import { registerServiceWorker } from '../adapters/browser/service-worker';

/**
 * Registers the built shop's service worker once the page has loaded, so it never competes with
 * the first paint. The dev server has no `/sw.js`, so nothing is registered there.
 */
export function startServiceWorker(isProduction: boolean): void {
  if (!isProduction) return;
  window.addEventListener('load', () => void registerServiceWorker(window.navigator), {
    once: true,
  });
}
