import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  shouldReloadForChunk,
} from '@/domain/site/chunk-reload';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/page-abc.js',
);

describe('the chunk reload rule (docs/product.md#error-catalogue)', () => {
  it('knows a failed chunk load in the browsers’ words, and nothing else', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('allows a reload at most once a minute', () => {
    expect(shouldReloadForChunk(undefined, 1_000)).toBe(true);
    expect(shouldReloadForChunk(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForChunk(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(shouldReloadForChunk(Number.NaN, 1_000)).toBe(true);
    expect(shouldReloadForChunk(5_000, 1_000)).toBe(true);
  });

  test.prop([fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10 ** 7 })])(
    'reloads after a last reload exactly when the guard has passed since it',
    (last, since) => {
      expect(shouldReloadForChunk(last, last + since)).toBe(since >= CHUNK_RELOAD_GUARD_MS);
    },
  );

  test.prop([fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 1, max: 10 ** 7 })])(
    'counts a last reload ahead of now as long ago (a clock set back)',
    (now, ahead) => {
      expect(shouldReloadForChunk(now + ahead, now)).toBe(true);
    },
  );

  it('reloads when the last reload is no time at all', () => {
    expect(shouldReloadForChunk(Number.POSITIVE_INFINITY, 1_000)).toBe(true);
  });
});
