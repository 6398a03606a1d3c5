import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { NEWSLETTER_FADE_MS } from '@/domain/marketing/newsletter-banner';
import { Scheduler } from '@/application/shared/scheduler.port';
import { TimedFlag } from '@/application/shared/timed-flag';
import { InterruptionStore } from './interruption.store';

/**
 * The newsletter banner on the page (docs/product.md#newsletter-banner): shown, when its turn
 * comes (docs/product.md#one-interruption-at-a-time), until the newsletter cookie is set; once
 * closed or signed up it fades out over 0.3 s before it leaves the page, timed through the
 * Scheduler.
 */
@injectable()
export class NewsletterBannerViewModel {
  private readonly fade: TimedFlag;

  constructor(
    @inject(InterruptionStore) private readonly interruptions: InterruptionStore,
    @inject(Scheduler) scheduler: Scheduler,
  ) {
    this.fade = new TimedFlag(scheduler, NEWSLETTER_FADE_MS);
    makeAutoObservable<this, 'interruptions' | 'fade'>(
      this,
      { interruptions: false, fade: false },
      { autoBind: true },
    );
  }

  /** Hidden, and still fading out. */
  get isLeaving(): boolean {
    return this.fade.isOn;
  }

  /** Its turn, and not closed, signed up or seen before (the cookie). */
  get isVisible(): boolean {
    return this.interruptions.isNewsletterShown;
  }

  /** On the page: visible, or fading out. */
  get isShown(): boolean {
    return this.isVisible || this.isLeaving;
  }

  /**
   * Fades the banner out each time it is hidden, while the banner's view is mounted; returns
   * what stops it.
   */
  watch(): () => void {
    const stop = reaction(
      () => this.isVisible,
      (visible) => (visible ? this.fade.stop() : this.fade.trigger()),
    );
    return () => {
      stop();
      this.fade.stop();
    };
  }
}
