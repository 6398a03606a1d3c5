import type { Cancel, Scheduler } from './scheduler.port';

/**
 * One pending call after a fixed time, through the Scheduler port: starting again replaces the
 * pending call, and cancelling drops it. The mini cart's auto close (docs/product.md#panels).
 */
export class Timer {
  private pending: Cancel | undefined;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly ms: number,
    private readonly action: () => void,
  ) {}

  start(): void {
    this.cancel();
    this.pending = this.scheduler.after(this.ms, this.action);
  }

  cancel(): void {
    this.pending?.();
    this.pending = undefined;
  }
}
