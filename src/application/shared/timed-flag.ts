import { makeAutoObservable } from 'mobx';
import type { Cancel, Scheduler } from './scheduler.port';

/**
 * A flag that is on for a fixed time after each trigger, for the icon animations of
 * docs/product.md#animations. Triggering again while on restarts the time.
 */
export class TimedFlag {
  isOn = false;
  private cancel: Cancel | undefined;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly ms: number,
  ) {
    makeAutoObservable<this, 'scheduler' | 'ms' | 'cancel'>(
      this,
      { scheduler: false, ms: false, cancel: false },
      { autoBind: true },
    );
  }

  trigger(): void {
    this.cancel?.();
    this.isOn = true;
    this.cancel = this.scheduler.after(this.ms, this.stop);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
    this.isOn = false;
  }
}
