/** docs/product.md#other-calls: the service worker's script and scope. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/**
 * docs/product.md#other-calls registers the service worker (built by vite-plugin-pwa with Workbox:
 * the app shell and the pictures, so a repeat visit paints offline). docs/product.md#errors: where
 * service workers are not supported an error is thrown and silently swallowed; a failed
 * registration is swallowed the same way, as the shop works without one.
 */
export async function registerServiceWorker(
  navigatorLike: { readonly serviceWorker?: Pick<ServiceWorkerContainer, 'register'> } | undefined,
): Promise<void> {
  try {
    const container = navigatorLike?.serviceWorker;
    if (!container) throw new Error('Service workers are not supported');
    await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  } catch {
    // docs/product.md#errors: silently swallowed.
  }
}
