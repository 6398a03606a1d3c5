import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How often the delay is read: short enough to see a burst, long enough to see more than a GC. */
const WINDOW_MS = 500;

/**
 * The event loop's recent delay (docs/operations.md#overload): the mean lateness of Node's own
 * 10 ms probe over the last half second — how long a request that has arrived waits before the
 * server even looks at it. The watch keeps no process alive.
 */
export function watchEventLoopDelay(): { readonly current: () => number } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let recentMs = 0;
  const timer = setInterval(() => {
    // The histogram counts from its probe's interval: 10 ms is no delay.
    recentMs = histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - 10) : 0;
    histogram.reset();
  }, WINDOW_MS);
  timer.unref();
  return { current: () => recentMs };
}
