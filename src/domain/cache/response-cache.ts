import { err, ok, type Result } from '@/domain/result';
import {
  advanceEntry,
  type CacheEntry,
  type CacheEvent,
  type IllegalCacheTransition,
  needsFetch,
  notLoaded,
} from './cache-entry';

/** docs/product.md#response-cache, docs/product.md#constants-and-limits: entries the cache keeps. */
export const RESPONSE_CACHE_MAX_ENTRIES = 1000;

/**
 * docs/product.md#response-cache: product and category responses by URL. Immutable: every
 * change returns a new cache. `entries` is in use order, least recently used first.
 */
export interface ResponseCache<R> {
  /** How many entries are kept; at least 1. */
  readonly capacity: number;
  readonly entries: ReadonlyMap<string, CacheEntry<R>>;
}

/**
 * docs/product.md#response-cache, docs/product.md#constants-and-limits: a new, empty cache holding
 * at most 1000 entries.
 */
export function emptyResponseCache<R>(
  capacity: number = RESPONSE_CACHE_MAX_ENTRIES,
): ResponseCache<R> {
  return { capacity, entries: new Map() };
}

/** The entry for a URL; one the cache does not hold (never asked, or evicted) is notLoaded. */
export function cachedEntry<R>(cache: ResponseCache<R>, url: string): CacheEntry<R> {
  return cache.entries.get(url) ?? notLoaded(url);
}

/** docs/product.md#response-cache: fetch a URL only when it is neither loaded nor loading. */
export function shouldFetch<R>(cache: ResponseCache<R>, url: string): boolean {
  return needsFetch(cachedEntry(cache, url));
}

/**
 * docs/product.md#response-cache: applies a start, success or failure to a URL's entry (see
 * `advanceEntry`). The entry becomes the most recently used; when that makes one too many,
 * the least recently used entry is evicted (docs/product.md#response-cache: at most 1000 are kept).
 * A refused step leaves the cache as it was and says why.
 */
export function applyCacheEvent<R>(
  cache: ResponseCache<R>,
  url: string,
  event: CacheEvent<R>,
): Result<ResponseCache<R>, IllegalCacheTransition> {
  const next = advanceEntry(cachedEntry(cache, url), event);
  return next.ok ? ok(withMostRecent(cache, next.value)) : err(next.error);
}

/**
 * Records a read: a URL the shop just used becomes the most recently used, so it is evicted
 * last. A URL the cache does not hold leaves it unchanged.
 */
export function touch<R>(cache: ResponseCache<R>, url: string): ResponseCache<R> {
  const entry = cache.entries.get(url);
  return entry === undefined ? cache : withMostRecent(cache, entry);
}

function withMostRecent<R>(cache: ResponseCache<R>, entry: CacheEntry<R>): ResponseCache<R> {
  const entries = new Map(cache.entries);
  entries.delete(entry.url);
  entries.set(entry.url, entry);
  for (const leastRecent of entries.keys()) {
    if (entries.size <= cache.capacity) break;
    entries.delete(leastRecent);
  }
  return { capacity: cache.capacity, entries };
}
