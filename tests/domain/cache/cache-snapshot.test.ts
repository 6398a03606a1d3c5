import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { CacheEntry, CacheEvent } from '@/domain/cache/cache-entry';
import { cacheSnapshot, restoreResponseCache } from '@/domain/cache/cache-snapshot';
import {
  applyCacheEvent,
  emptyResponseCache,
  type ResponseCache,
  RESPONSE_CACHE_MAX_ENTRIES,
} from '@/domain/cache/response-cache';
import { cacheEvent, cacheUrl } from '../../support/cache-arbitraries';

type Cache = ResponseCache<string>;

/** A cache after any legal steps (refused steps are skipped). */
const cacheAfter = (capacity: number) =>
  fc.array(fc.tuple(cacheUrl, cacheEvent), { maxLength: 30 }).map((steps) =>
    steps.reduce<Cache>((cache, [url, event]) => {
      const next = applyCacheEvent(cache, url, event as CacheEvent<string>);
      return next.ok ? next.value : cache;
    }, emptyResponseCache<string>(capacity)),
  );

const settled = (cache: Cache) =>
  [...cache.entries.values()].filter((entry) => entry.status !== 'loading');

describe('response cache snapshot (docs/architecture.md#stores)', () => {
  test.prop([fc.integer({ min: 1, max: 10 }).chain(cacheAfter)])(
    'keeps the settled entries in use order and leaves out those loading',
    (cache) => {
      expect(cacheSnapshot(cache)).toEqual(settled(cache));
    },
  );

  test.prop([
    fc
      .integer({ min: 1, max: 10 })
      .chain((capacity) => cacheAfter(capacity).map((cache) => ({ capacity, cache }))),
  ])(
    'restoring a snapshot, even through JSON, gives back the settled cache',
    ({ capacity, cache }) => {
      const snapshot = JSON.parse(JSON.stringify(cacheSnapshot(cache))) as CacheEntry<string>[];
      const restored = restoreResponseCache(snapshot, capacity);
      expect(restored.capacity).toBe(capacity);
      expect([...restored.entries.values()]).toEqual(settled(cache));
      expect(cacheSnapshot(restored)).toEqual(cacheSnapshot(cache));
    },
  );

  test.prop([
    fc.array(
      fc.record({
        url: cacheUrl,
        status: fc.constantFrom('success' as const, 'error' as const, 'loading' as const),
      }),
      { maxLength: 20 },
    ),
    fc.integer({ min: 1, max: 5 }),
  ])('keeps at most its capacity, the most recent of each URL', (raw, capacity) => {
    const entries = raw.map((entry, index): CacheEntry<string> =>
      entry.status === 'success'
        ? { url: entry.url, status: 'success', response: String(index), receivedAt: index }
        : entry.status === 'error'
          ? { url: entry.url, status: 'error', receivedAt: index }
          : { url: entry.url, status: 'loading' },
    );
    const restored = restoreResponseCache(entries, capacity);
    expect(restored.entries.size).toBeLessThanOrEqual(capacity);
    for (const [url, entry] of restored.entries) {
      const last = entries
        .filter((candidate) => candidate.url === url && candidate.status !== 'loading')
        .at(-1);
      expect(entry).toEqual(last);
    }
  });

  it('holds 1000 entries by default', () => {
    const entries = Array.from({ length: 1001 }, (_, index): CacheEntry<string> => ({
      url: `/p/${index}`,
      status: 'error',
      receivedAt: index,
    }));
    const restored = restoreResponseCache(entries);
    expect(RESPONSE_CACHE_MAX_ENTRIES).toBe(1000);
    expect(restored.entries.size).toBe(1000);
    expect(restored.entries.has('/p/0')).toBe(false);
    expect(restored.entries.has('/p/1000')).toBe(true);
  });
});
