import type { Clock } from '@/application/shared/clock.port';

/**
 * A clock that stands still until told to move (the fixed clock of docs/architecture.md#testing),
 * for tests and QA.
 */
export class MemoryClock implements Clock {
  constructor(private time: number) {}

  now(): number {
    return this.time;
  }

  set(time: number): void {
    this.time = time;
  }

  advance(ms: number): void {
    this.time += ms;
  }
}
