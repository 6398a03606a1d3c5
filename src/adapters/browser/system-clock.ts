import type { Clock } from '@/application/shared/clock.port';

/** The machine's clock. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
