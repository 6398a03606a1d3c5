import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isFresh } from '@/domain/cache/freshness';
import { receivedAt } from '../../support/cache-arbitraries';

const limit = fc.integer({ min: 1, max: 86_400_000 });
const age = fc.integer({ min: 0, max: 2 * 86_400_000 });
const later = fc.integer({ min: 0, max: 86_400_000 });

describe('freshness of a kept answer (docs/operations.md#process-cache)', () => {
  test.prop([receivedAt, age, limit])(
    'an answer is fresh exactly while its age is under the limit',
    (at, ageMs, limitMs) => {
      expect(isFresh(at, at + ageMs, limitMs)).toBe(ageMs < limitMs);
    },
  );

  test.prop([receivedAt, fc.integer({ min: -86_400_000, max: 86_400_000 })])(
    'an answer is fresh the moment it comes, unless nothing is kept at all',
    (at, limitMs) => {
      expect(isFresh(at, at, limitMs)).toBe(limitMs > 0);
    },
  );

  test.prop([receivedAt, age, limit, later])(
    'a stale answer never becomes fresh again as time goes on',
    (at, ageMs, limitMs, more) => {
      fc.pre(!isFresh(at, at + ageMs, limitMs));
      expect(isFresh(at, at + ageMs + more, limitMs)).toBe(false);
    },
  );

  test.prop([receivedAt, age, limit, later])(
    'a longer limit keeps whatever a shorter one keeps',
    (at, ageMs, limitMs, more) => {
      fc.pre(isFresh(at, at + ageMs, limitMs));
      expect(isFresh(at, at + ageMs, limitMs + more)).toBe(true);
    },
  );

  test.prop([receivedAt, age, fc.integer({ min: -86_400_000, max: 0 })])(
    'a limit of 0 or less keeps nothing',
    (at, ageMs, limitMs) => {
      expect(isFresh(at, at + ageMs, limitMs)).toBe(false);
    },
  );

  test.prop([receivedAt, fc.integer({ min: 1, max: 86_400_000 }), limit])(
    'an answer from a clock set back is not trusted',
    (at, earlier, limitMs) => {
      expect(isFresh(at, at - earlier, limitMs)).toBe(false);
    },
  );

  it('counts a limit of one minute to the millisecond', () => {
    expect(isFresh(1_000, 60_999, 60_000)).toBe(true);
    expect(isFresh(1_000, 61_000, 60_000)).toBe(false);
  });
});
