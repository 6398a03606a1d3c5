import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { CacheEntry, CacheEvent } from '@/domain/cache/cache-entry';
import {
  applyCacheEvent,
  cachedEntry,
  emptyResponseCache,
  type ResponseCache,
  shouldFetch,
  touch,
  RESPONSE_CACHE_MAX_ENTRIES,
} from '@/domain/cache/response-cache';
import { cacheEvent, cacheUrl } from '../../support/cache-arbitraries';

type Cache = ResponseCache<string>;

const start: CacheEvent<string> = { type: 'start' };
const succeed = (response: string, receivedAt = 0): CacheEvent<string> => ({
  type: 'succeed',
  response,
  receivedAt,
});

/** Applies an event that must be legal. */
function apply(cache: Cache, url: string, event: CacheEvent<string>): Cache {
  const next = applyCacheEvent(cache, url, event);
  if (!next.ok) throw new Error(`refused: ${JSON.stringify(next.error)}`);
  return next.value;
}

const load = (cache: Cache, url: string, response = url) =>
  apply(apply(cache, url, start), url, succeed(response));

/** The model: URLs in use order (least recent first) with their statuses. */
interface Model {
  order: string[];
  status: Map<string, CacheEntry<string>['status']>;
}
interface Real {
  cache: Cache;
}

const ALLOWED: Record<string, readonly string[]> = {
  notLoaded: ['start'],
  loading: ['succeed', 'fail'],
  success: [],
  error: ['start'],
};
const NEXT = { start: 'loading', succeed: 'success', fail: 'error' } as const;

function markUsed(model: Model, url: string, capacity: number): void {
  model.order = [...model.order.filter((u) => u !== url), url];
  while (model.order.length > capacity) model.status.delete(model.order.shift() as string);
}

class EventCommand implements fc.Command<Model, Real> {
  constructor(
    readonly url: string,
    readonly event: CacheEvent<string>,
    readonly capacity: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const from = model.status.get(this.url) ?? 'notLoaded';
    const legal = ALLOWED[from]?.includes(this.event.type) ?? false;
    const next = applyCacheEvent(real.cache, this.url, this.event);
    expect(next.ok).toBe(legal);
    expect(shouldFetch(real.cache, this.url)).toBe(from === 'notLoaded' || from === 'error');
    if (!next.ok) return;
    real.cache = next.value;
    model.status.set(this.url, NEXT[this.event.type]);
    markUsed(model, this.url, this.capacity);
    expect(cachedEntry(real.cache, this.url)).toMatchObject({ status: NEXT[this.event.type] });
    expect([...real.cache.entries.keys()]).toEqual(model.order);
    expect(real.cache.entries.size).toBeLessThanOrEqual(this.capacity);
  }
  toString = () => `${this.event.type}(${this.url})`;
}

class TouchCommand implements fc.Command<Model, Real> {
  constructor(
    readonly url: string,
    readonly capacity: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const before = real.cache;
    real.cache = touch(real.cache, this.url);
    if (model.status.has(this.url)) markUsed(model, this.url, this.capacity);
    else expect(real.cache).toBe(before);
    expect([...real.cache.entries.keys()]).toEqual(model.order);
  }
  toString = () => `touch(${this.url})`;
}

describe('response cache (docs/product.md#response-cache)', () => {
  test.prop([
    fc
      .integer({ min: 1, max: 5 })
      .chain((capacity) =>
        fc.tuple(
          fc.constant(capacity),
          fc.commands(
            [
              fc.tuple(cacheUrl, cacheEvent).map(([u, e]) => new EventCommand(u, e, capacity)),
              cacheUrl.map((u) => new TouchCommand(u, capacity)),
            ],
            { maxCommands: 60 },
          ),
        ),
      ),
  ])('behaves like a least-recently-used list of state machines', ([capacity, commands]) => {
    const model: Model = { order: [], status: new Map() };
    fc.modelRun(() => ({ model, real: { cache: emptyResponseCache<string>(capacity) } }), commands);
  });

  test.prop([fc.array(fc.tuple(cacheUrl, cacheEvent), { maxLength: 40 }), cacheUrl])(
    'never grows past its capacity, and the URL just used survives',
    (events, last) => {
      let cache = emptyResponseCache<string>(3);
      for (const [url, event] of [...events, [last, start] as const]) {
        const next = applyCacheEvent(cache, url, event);
        if (next.ok) {
          cache = next.value;
          expect(cache.entries.size).toBeLessThanOrEqual(3);
          expect([...cache.entries.keys()].at(-1)).toBe(url);
        }
      }
      expect(cache.entries.has(last)).toBe(true);
    },
  );

  it('keeps 1000 entries, evicting the least recently used', () => {
    expect(RESPONSE_CACHE_MAX_ENTRIES).toBe(1000);
    let cache = emptyResponseCache<string>();
    expect(cache.capacity).toBe(1000);
    for (let i = 0; i < 1000; i += 1) cache = apply(cache, `/p/${i}`, start);
    expect(cache.entries.size).toBe(1000);
    expect(cache.entries.has('/p/0')).toBe(true);
    cache = touch(cache, '/p/0');
    cache = apply(cache, '/p/1000', start);
    expect(cache.entries.size).toBe(1000);
    expect(cache.entries.has('/p/0')).toBe(true);
    expect(cache.entries.has('/p/1')).toBe(false);
    expect(cachedEntry(cache, '/p/1')).toEqual({ url: '/p/1', status: 'notLoaded' });
    expect(shouldFetch(cache, '/p/1')).toBe(true);
  });

  it('does not fetch a loaded URL again, and keeps its answer and time', () => {
    const empty = emptyResponseCache<string>();
    expect(shouldFetch(empty, '/a')).toBe(true);
    const loading = apply(empty, '/a', start);
    expect(shouldFetch(loading, '/a')).toBe(false);
    const loaded = apply(loading, '/a', succeed('body', 1_700_000_000_000));
    expect(shouldFetch(loaded, '/a')).toBe(false);
    expect(cachedEntry(loaded, '/a')).toEqual({
      url: '/a',
      status: 'success',
      response: 'body',
      receivedAt: 1_700_000_000_000,
    });
    const failed = apply(apply(empty, '/b', start), '/b', { type: 'fail', receivedAt: 5 });
    expect(cachedEntry(failed, '/b')).toEqual({ url: '/b', status: 'error', receivedAt: 5 });
    expect(shouldFetch(failed, '/b')).toBe(true);
  });

  it('refuses an illegal step and leaves the cache as it was', () => {
    const loaded = load(emptyResponseCache<string>(), '/a');
    const snapshot = [...loaded.entries];
    expect(applyCacheEvent(loaded, '/a', succeed('late'))).toEqual({
      ok: false,
      error: { kind: 'cache/illegal-transition', url: '/a', from: 'success', event: 'succeed' },
    });
    expect(applyCacheEvent(loaded, '/z', succeed('stray'))).toEqual({
      ok: false,
      error: { kind: 'cache/illegal-transition', url: '/z', from: 'notLoaded', event: 'succeed' },
    });
    expect([...loaded.entries]).toEqual(snapshot);
  });

  it('never changes a cache it was given', () => {
    const one = load(emptyResponseCache<string>(2), '/a');
    const two = load(one, '/b');
    const three = load(two, '/c');
    expect([...one.entries.keys()]).toEqual(['/a']);
    expect([...two.entries.keys()]).toEqual(['/a', '/b']);
    expect([...three.entries.keys()]).toEqual(['/b', '/c']);
    expect([...touch(three, '/b').entries.keys()]).toEqual(['/c', '/b']);
    expect([...three.entries.keys()]).toEqual(['/b', '/c']);
    expect(touch(three, '/a')).toBe(three);
  });

  it('a capacity of one keeps only the latest URL', () => {
    const cache = apply(apply(emptyResponseCache<string>(1), '/a', start), '/b', start);
    expect([...cache.entries.keys()]).toEqual(['/b']);
  });
});
