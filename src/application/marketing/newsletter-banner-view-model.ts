import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { NEWSLETTER_FADE_MS } from '@/domain/constants';
import { Scheduler } from '@/application/shared/scheduler.port';
import { TimedFlag } from '@/application/shared/timed-flag';
import { NewsletterStore } from './newsletter.store';

/** Settings carry no show_always field (docs/product.md#marketing lists none), so the cookie alone decides. */
const SHOW_ALWAYS = false;

/**
 * The newsletter banner on the page (docs/product.md#newsletter-banner): shown until the
 * newsletter cookie is set; once closed or signed up it fades out over 0.3 s before it leaves
 * the page, timed through the Scheduler.
 */
@injectable()
export class NewsletterBannerViewModel {
  private readonly fade: TimedFlag;

  constructor(
    @inject(NewsletterStore) private readonly newsletter: NewsletterStore,
    @inject(Scheduler) scheduler: Scheduler,
  ) {
    this.fade = new TimedFlag(scheduler, NEWSLETTER_FADE_MS);
    makeAutoObservable<this, 'newsletter' | 'fade'>(
      this,
      { newsletter: false, fade: false },
      { autoBind: true },
    );
  }

  /** Hidden, and still fading out. */
  get isLeaving(): boolean {
    return this.fade.isOn;
  }

  /** Shown unless the cookie is set or the shopper closed it or signed up. */
  get isVisible(): boolean {
    return this.newsletter.isBannerVisible(SHOW_ALWAYS);
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
