import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadForChunkError } from '@/ui/shared/chunk-reload';
import { CHUNK_RELOAD_GUARD_MS } from '@/domain/site/chunk-reload';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/page-abc.js',
);

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
