/** docs/product.md#errors, docs/product.md#constants-and-limits: the chunk reload guard. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * docs/product.md#errors: what browsers say when a lazily loaded page chunk cannot be fetched (an
 * old tab after a deploy, a dropped connection): Chromium, Firefox and Safari in turn.
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/**
 * docs/product.md#errors: a failed page-chunk load triggers one full page reload, at most once a
 * minute. `lastReloadAt` is when the last such reload happened (ms), if any.
 */
export function shouldReloadForChunk(lastReloadAt: number | undefined, now: number): boolean {
  if (lastReloadAt === undefined || !Number.isFinite(lastReloadAt)) return true;
  // A time ahead of now (the clock was set back) counts as long ago.
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || lastReloadAt > now;
}
