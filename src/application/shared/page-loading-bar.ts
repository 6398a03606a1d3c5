import { makeAutoObservable } from 'mobx';
import {
  LOADING_BAR,
  finishLoadingBar,
  HIDDEN_LOADING_BAR,
  LOADING_BAR_STEP_MS,
  type LoadingBarState,
  restartLoadingBar,
  showingLoadingBar,
} from '@/domain/ui/loading-bar';
import type { Cancel, Scheduler } from './scheduler.port';

/**
 * docs/product.md#animations: the page loading bar shows once a load has taken 200 ms, fills over
 * about 5 s, and hides 500 ms after the load finishes. A new start cancels whatever the last run
 * still had pending, the hiding included.
 */
export class PageLoadingBar {
  state: LoadingBarState = HIDDEN_LOADING_BAR;
  private shownMs = 0;
  private pending: Cancel | undefined;

  constructor(private readonly scheduler: Scheduler) {
    makeAutoObservable<this, 'scheduler' | 'shownMs' | 'pending'>(
      this,
      { scheduler: false, shownMs: false, pending: false },
      { autoBind: true },
    );
  }

  start(): void {
    this.cancelPending();
    this.state = restartLoadingBar(this.state);
    this.pending = this.scheduler.after(LOADING_BAR.throttleMs, this.show);
  }

  finish(): void {
    this.cancelPending();
    this.state = finishLoadingBar(this.state);
    if (this.state.visible) this.pending = this.scheduler.after(LOADING_BAR.hideAfterMs, this.hide);
  }

  private show(): void {
    this.shownMs = 0;
    this.state = showingLoadingBar(0);
    this.pending = this.scheduler.every(LOADING_BAR_STEP_MS, this.grow);
  }

  private grow(): void {
    this.shownMs += LOADING_BAR_STEP_MS;
    this.state = showingLoadingBar(this.shownMs);
    if (this.state.progress >= 100) this.cancelPending();
  }

  private hide(): void {
    this.pending = undefined;
    this.state = HIDDEN_LOADING_BAR;
  }

  private cancelPending(): void {
    this.pending?.();
    this.pending = undefined;
  }
}
