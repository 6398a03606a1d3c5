import fc from 'fast-check';
import type { CacheEvent } from '@/domain/cache/cache-entry';

/** A few URLs, so that commands meet the same URL again. */
export const cacheUrl = fc.constantFrom(...Array.from({ length: 8 }, (_, i) => `/products/${i}`));

export const receivedAt = fc.integer({ min: 0, max: 4_102_444_800_000 });

export const cacheEvent: fc.Arbitrary<CacheEvent<string>> = fc.oneof(
  fc.constant({ type: 'start' as const }),
  fc.record({ type: fc.constant('succeed' as const), response: fc.string(), receivedAt }),
  fc.record({ type: fc.constant('fail' as const), receivedAt }),
);
