/**
 * Whether an answer received at `receivedAt` may still be used at `now` when answers are kept for
 * `timeLimitMs` (docs/operations.md#process-cache): from the moment it came until the limit has
 * passed. An answer that seems to come from the future — the clock was set back — has no age one
 * can trust, so it is not fresh; a limit of 0 or less keeps nothing.
 */
export function isFresh(receivedAt: number, now: number, timeLimitMs: number): boolean {
  const age = now - receivedAt;
  return age >= 0 && age < timeLimitMs;
}
