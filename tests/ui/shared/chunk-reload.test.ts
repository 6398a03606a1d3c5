import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  shouldReloadForChunk,
} from '@/domain/site/chunk-reload';
import { reloadForChunkError } from '@/ui/shared/chunk-reload';

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
});

describe('reloading for a failed chunk', () => {
  const reload = vi.fn();
  beforeEach(() => {
    window.sessionStorage.clear();
    reload.mockReset();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reloads once, not again within a minute, and again after it', () => {
    expect(reloadForChunkError(chunkError, 10_000)).toBe(true);
    expect(reloadForChunkError(chunkError, 20_000)).toBe(false);
    expect(reloadForChunkError(chunkError, 10_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to the error page', () => {
    expect(reloadForChunkError(new Error('503'), 10_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
