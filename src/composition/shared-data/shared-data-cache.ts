import type { Clock } from '@/application/shared/clock.port';
import type { SiteContext } from '@/application/shared/site-context.port';
import { isFresh } from '@/domain/cache/freshness';
import { InFlight } from '@/lib/in-flight';
import { cachedCallKey } from './cached-calls';

interface KeptAnswer {
  readonly value: unknown;
  readonly receivedAt: number;
}

/**
 * A bound on what is kept, whatever keys requests come up with: far above the few dozen answers a
 * shop's markets, languages and menus make.
 */
const CAPACITY = 1000;

const systemClock: Clock = { now: () => Date.now() };

/**
 * How a cached call was answered: `hit` without asking the backend (kept, or sharing a call under
 * way), `miss` by a call of its own.
 */
export type CacheResult = 'hit' | 'miss';

/**
 * The shared data every page needs, kept by the server's process for a time limit so that each
 * render does not ask the backends again what the last one just asked
 * (docs/operations.md#process-cache). Only a successful answer is kept; requests asking for the
 * same thing while a call is under way share that call. Which calls are kept, and by what key, is
 * `cachedCallKey`'s to say.
 */
export class SharedDataCache {
  private readonly kept = new Map<string, KeptAnswer>();
  private readonly running = new InFlight<string, unknown>();

  constructor(
    private readonly timeLimitMs: number,
    private readonly clock: Clock = systemClock,
    private readonly capacity: number = CAPACITY,
    /** Hears each cached call's result, for the server's metrics. */
    private readonly onAnswer: (result: CacheResult) => void = () => undefined,
  ) {}

  /**
   * `gateway` of the shared-data port `port` for one render: its cached calls answered through
   * this cache, every other property as it is. `site` is read at each call, as the adapters do.
   */
  wrap<T extends object>(port: string, gateway: T, site: SiteContext): T {
    return new Proxy(gateway, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || typeof property !== 'string') return value;
        const method = value as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const call = () => method.apply(target, args);
          const key = cachedCallKey(port, property, args, site);
          return key === undefined ? call() : this.answer(key, call as () => Promise<unknown>);
        };
      },
    });
  }

  /** The fresh answer kept under `key`, else the call under way for it, else `call()` now. */
  private answer<T>(key: string, call: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept && isFresh(kept.receivedAt, this.clock.now(), this.timeLimitMs)) {
      this.onAnswer('hit');
      return Promise.resolve(kept.value as T);
    }
    this.onAnswer(this.running.has(key) ? 'hit' : 'miss');
    return this.running.run(key, async () => {
      const value = await call();
      this.keep(key, value);
      return value;
    }) as Promise<T>;
  }

  private keep(key: string, value: unknown): void {
    const now = this.clock.now();
    for (const [other, answer] of this.kept) {
      if (!isFresh(answer.receivedAt, now, this.timeLimitMs)) this.kept.delete(other);
    }
    this.kept.delete(key);
    this.kept.set(key, { value, receivedAt: now });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.capacity) break;
      this.kept.delete(oldest);
    }
  }
}
