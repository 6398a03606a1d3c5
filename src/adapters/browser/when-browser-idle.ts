/** How long to wait for an idle moment before going ahead anyway. */
const IDLE_TIMEOUT_MS = 3000;
/** Where the browser cannot say when it is idle (Safari): how long to wait instead. */
const NO_IDLE_CALLBACK_DELAY_MS = 1000;

/**
 * Resolves when the browser next has an idle moment (`requestIdleCallback`), or after a second
 * where it has no such call (Safari), so optional work never competes with the page's own.
 */
export function whenBrowserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function') {
      globalThis.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, NO_IDLE_CALLBACK_DELAY_MS);
    }
  });
}
