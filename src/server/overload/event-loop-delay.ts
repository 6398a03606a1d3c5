/** How often the probe asks to run: often enough to see a burst, rarely enough to cost nothing. */
const PROBE_MS = 20;
/** How long the delay is averaged over: longer than a garbage collection, shorter than a burst. */
const WINDOW_MS = 500;

/**
 * The event loop's recent delay (docs/operations.md#overload): how late a timer asked every 20 ms
 * runs, averaged over the last half second — how long a request that has arrived waits before
 * the server even looks at it. (Node's `monitorEventLoopDelay` samples between loop turns and,
 * measured here, did not see a 300 ms block.) The watch keeps no process alive.
 */
export function watchEventLoopDelay(): { readonly current: () => number } {
  let expected = performance.now() + PROBE_MS;
  let lateness: number[] = [];
  let recentMs = 0;
  let windowStart = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lateness.push(Math.max(0, now - expected));
    expected = now + PROBE_MS;
    if (now - windowStart < WINDOW_MS) return;
    recentMs = lateness.reduce((sum, ms) => sum + ms, 0) / lateness.length;
    lateness = [];
    windowStart = now;
  }, PROBE_MS);
  timer.unref();
  return { current: () => recentMs };
}
