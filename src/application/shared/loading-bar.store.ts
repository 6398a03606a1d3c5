import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { LoadingBarState } from '@/domain/ui/loading-bar';
import { PageLoadingBar } from './page-loading-bar';
import { Scheduler } from './scheduler.port';

/**
 * docs/product.md#animations: the bar along the top while a page loads — shown only when the
 * load takes over 200 ms, hidden 500 ms after it ends — through the Scheduler port.
 */
@injectable()
export class LoadingBarStore {
  private readonly bar: PageLoadingBar;

  constructor(@inject(Scheduler) scheduler: Scheduler) {
    this.bar = new PageLoadingBar(scheduler);
    makeAutoObservable<this, 'bar'>(this, { bar: false }, { autoBind: true });
  }

  get loadingBar(): LoadingBarState {
    return this.bar.state;
  }

  /** A page starts loading. */
  startLoading(): void {
    this.bar.start();
  }

  /** The page has loaded. */
  finishLoading(): void {
    this.bar.finish();
  }
}
