import type { CacheEntry } from './cache-entry';
import { emptyResponseCache, type ResponseCache } from './response-cache';

/**
 * docs/architecture.md#server-rendering hydration: the settled entries (success and error) of a
 * cache, least recently used first. An entry still loading is left out: its request belongs to the
 * process that made it, so the reader of the snapshot sees that URL as not loaded and may fetch it
 * itself.
 */
export function cacheSnapshot<R>(cache: ResponseCache<R>): readonly CacheEntry<R>[] {
  return [...cache.entries.values()].filter(
    (entry) => entry.status === 'success' || entry.status === 'error',
  );
}

/**
 * A cache holding a snapshot's settled entries in the snapshot's use order. Entries that are not
 * settled are skipped; a later entry for a URL replaces an earlier one; beyond `capacity` the
 * least recently used are left out (docs/product.md#response-cache: at most 1000).
 */
export function restoreResponseCache<R>(
  entries: readonly CacheEntry<R>[],
  capacity?: number,
): ResponseCache<R> {
  const empty = emptyResponseCache<R>(capacity);
  const restored = new Map<string, CacheEntry<R>>();
  for (const entry of entries) {
    if (entry.status !== 'success' && entry.status !== 'error') continue;
    restored.delete(entry.url);
    restored.set(entry.url, entry);
  }
  const kept = [...restored.values()].slice(-empty.capacity);
  return { capacity: empty.capacity, entries: new Map(kept.map((entry) => [entry.url, entry])) };
}
