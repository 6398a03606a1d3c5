import { inject, injectable } from 'inversify';
import { Scheduler } from './scheduler.port';

/**
 * Waiting for something for a moment at most, through the Scheduler port: a page waits briefly
 * for its product lists in the browser so it paints once and whole, while a server render —
 * whose timers never fire — waits for them, so its HTML holds them
 * (docs/architecture.md#server-rendering).
 */
@injectable()
export class BoundedWait {
  constructor(@inject(Scheduler) private readonly scheduler: Scheduler) {}

  /** Settles when `work` has settled or `ms` have passed, whichever comes first. */
  atMost(work: Promise<unknown>, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const cancel = this.scheduler.after(ms, resolve);
      const done = () => {
        cancel();
        resolve();
      };
      void work.then(done, done);
    });
  }
}
