import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  advanceEntry,
  type CacheEntry,
  type CacheEvent,
  needsFetch,
  notLoaded,
} from '@/domain/cache/cache-entry';
import { cacheEvent, cacheUrl, receivedAt } from '../../support/cache-arbitraries';

const url = '/products/uri/plate';
const start: CacheEvent<string> = { type: 'start' };
const succeed: CacheEvent<string> = { type: 'succeed', response: 'body', receivedAt: 1000 };
const fail: CacheEvent<string> = { type: 'fail', receivedAt: 2000 };

const entries: Record<CacheEntry<string>['status'], CacheEntry<string>> = {
  notLoaded: { url, status: 'notLoaded' },
  loading: { url, status: 'loading' },
  success: { url, status: 'success', response: 'old', receivedAt: 1 },
  error: { url, status: 'error', receivedAt: 1 },
};

const anyEntry: fc.Arbitrary<CacheEntry<string>> = fc.oneof(
  cacheUrl.map((u) => notLoaded<string>(u)),
  cacheUrl.map((u) => ({ url: u, status: 'loading' as const })),
  fc.record({
    url: cacheUrl,
    status: fc.constant('success' as const),
    response: fc.string(),
    receivedAt,
  }),
  fc.record({ url: cacheUrl, status: fc.constant('error' as const), receivedAt }),
);

describe('response cache entry (docs/product.md#response-cache)', () => {
  test.prop([anyEntry, cacheEvent])(
    'a step either moves the same URL along or is refused naming where it stood',
    (entry, event) => {
      const next = advanceEntry(entry, event);
      if (next.ok) {
        expect(next.value.url).toBe(entry.url);
        expect(next.value.status).toBe(
          { start: 'loading', succeed: 'success', fail: 'error' }[event.type],
        );
      } else {
        expect(next.error).toEqual({
          kind: 'cache/illegal-transition',
          url: entry.url,
          from: entry.status,
          event: event.type,
        });
      }
    },
  );

  test.prop([anyEntry])('a URL is fetched exactly when a fetch may start', (entry) => {
    expect(needsFetch(entry)).toBe(advanceEntry(entry, start).ok);
  });

  it('follows notLoaded → loading → success | error', () => {
    expect(notLoaded(url)).toEqual({ url, status: 'notLoaded' });
    expect(advanceEntry(entries.notLoaded, start)).toEqual({
      ok: true,
      value: { url, status: 'loading' },
    });
    expect(advanceEntry(entries.loading, succeed)).toEqual({
      ok: true,
      value: { url, status: 'success', response: 'body', receivedAt: 1000 },
    });
    expect(advanceEntry(entries.loading, fail)).toEqual({
      ok: true,
      value: { url, status: 'error', receivedAt: 2000 },
    });
    expect(advanceEntry(entries.error, start)).toEqual({
      ok: true,
      value: { url, status: 'loading' },
    });
  });

  it('refuses every other step', () => {
    const refused = (from: CacheEntry<string>, event: CacheEvent<string>) => ({
      ok: false,
      error: { kind: 'cache/illegal-transition', url, from: from.status, event: event.type },
    });
    const illegal: [CacheEntry<string>, CacheEvent<string>][] = [
      [entries.notLoaded, succeed],
      [entries.notLoaded, fail],
      [entries.loading, start],
      [entries.success, start],
      [entries.success, succeed],
      [entries.success, fail],
      [entries.error, succeed],
      [entries.error, fail],
    ];
    for (const [from, event] of illegal) {
      expect(advanceEntry(from, event)).toEqual(refused(from, event));
    }
  });

  test.prop([receivedAt, fc.option(fc.integer({ min: 400, max: 599 }), { nil: undefined })])(
    'an error keeps the HTTP status of the failure, when it had one',
    (at, httpStatus) => {
      const next = advanceEntry(entries.loading, { type: 'fail', receivedAt: at, httpStatus });
      expect(next).toEqual({
        ok: true,
        value: { url, status: 'error', receivedAt: at, ...(httpStatus ? { httpStatus } : {}) },
      });
      expect(next.ok && 'httpStatus' in next.value).toBe(httpStatus !== undefined);
    },
  );

  it('does not fetch a loaded or loading URL again', () => {
    expect(needsFetch(entries.notLoaded)).toBe(true);
    expect(needsFetch(entries.error)).toBe(true);
    expect(needsFetch(entries.loading)).toBe(false);
    expect(needsFetch(entries.success)).toBe(false);
  });
});
