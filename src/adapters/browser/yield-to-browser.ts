/**
 * Total blocking time: ends the current task so the browser can paint and handle
 * input before the rest runs, as `scheduler.yield()` does where the browser has it (the rest
 * then runs ahead of other queued tasks), else after a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
