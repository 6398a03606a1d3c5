import { useEffect } from 'react';
import { isChunkLoadError, shouldReloadForChunk } from '@/domain/site/chunk-reload';

/** Where the time of the last chunk reload is kept for this tab. */
const LAST_RELOAD_KEY = 'chunk-reload-at';

function lastReloadAt(): number | undefined {
  try {
    const stored = window.sessionStorage.getItem(LAST_RELOAD_KEY);
    return stored === null ? undefined : Number(stored);
  } catch {
    return undefined;
  }
}

/**
 * docs/product.md#errors: when `error` is a failed page-chunk load, reloads the page once, and not
 * again within a minute (so a chunk that stays missing shows the error page instead of reloading
 * for ever). Returns whether a reload was started. Storage that cannot be written means no reload:
 * without a record of it the guard could not stop a loop.
 */
export function reloadForChunkError(error: unknown, now: number = Date.now()): boolean {
  if (!isChunkLoadError(error) || !shouldReloadForChunk(lastReloadAt(), now)) return false;
  try {
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** `reloadForChunkError` for the route error a view shows. */
export function useChunkReload(error: unknown): void {
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);
}
