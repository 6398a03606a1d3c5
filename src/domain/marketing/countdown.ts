/**
 * docs/product.md#live-shopping, docs/product.md#constants-and-limits: the countdown ticks every
 * second.
 */
export const COUNTDOWN_TICK_MS = 1000;

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;

/** The live-shopping countdown at one moment (docs/product.md#live-shopping). */
export type Countdown =
  | {
      readonly kind: 'counting';
      /** Whole seconds left, rounded up: at least 1 while counting. */
      readonly remainingSeconds: number;
      /** `HH:MM:SS`; see `formatCountdown`. */
      readonly clock: string;
    }
  | { readonly kind: 'reached' };

const REACHED: Countdown = { kind: 'reached' };

/**
 * docs/product.md#live-shopping: counts down until the configured time, then shows the
 * after-text. Both times are epoch milliseconds, passed in (the caller ticks every
 * `COUNTDOWN_TICK_MS`). Seconds are rounded up, so the clock reads `00:00:01` in the last second
 * and the after-text comes exactly at `target`, never `00:00:00`. A target that is not a finite
 * number counts as reached.
 */
export function countdown(target: number, now: number): Countdown {
  const remainingMs = target - now;
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return REACHED;
  const remainingSeconds = Math.ceil(remainingMs / MS_PER_SECOND);
  return { kind: 'counting', remainingSeconds, clock: formatCountdown(remainingSeconds) };
}

/**
 * docs/product.md#marketing: hours:minutes:seconds, each at least two digits (`01:02:03`). Hours
 * are not wrapped into days, so two days read `48:00:00`. Negative or fractional input is clamped
 * and floored.
 */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return [hours, minutes, seconds % SECONDS_PER_MINUTE]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}
