import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import {
  NEWSLETTER_ENGAGEMENT_MS,
  type Interruption,
  type InvitationReadiness,
  interruptionToShow,
  isBusyPage,
} from '@/domain/marketing/interruptions';
import { Scheduler, type Cancel } from '@/application/shared/scheduler.port';
import { UiStore } from '@/application/shared/ui.store';
import { ConsentStore } from '@/application/consent/consent.store';
import { MembershipStore } from './membership.store';
import { NewsletterStore } from './newsletter.store';

/** Settings carry no show_always field (docs/product.md#marketing lists none), so the cookie alone decides. */
export const SHOW_ALWAYS = false;

/**
 * One interruption at a time (docs/product.md#one-interruption-at-a-time): the consent prompt
 * first, then at most one invitation a page view — the membership modal, 5 s after load and the
 * consent answer, or the newsletter popup once the visitor has engaged (a scroll, or 15 s on the
 * page). The rule is the pure `interruptionToShow`; this store feeds it the page's state and
 * opens the membership modal when its turn comes.
 */
@injectable()
export class InterruptionStore {
  path = '';
  /** The invitation this page view has shown. */
  shownThisView: Exclude<Interruption, 'consent'> | undefined = undefined;
  /** The visitor has scrolled, or stayed `NEWSLETTER_ENGAGEMENT_MS`, on this page. */
  engaged = false;
  private cancelEngagement: Cancel | undefined;

  constructor(
    @inject(ConsentStore) private readonly consent: ConsentStore,
    @inject(UiStore) private readonly ui: UiStore,
    @inject(MembershipStore) private readonly membership: MembershipStore,
    @inject(NewsletterStore) private readonly newsletter: NewsletterStore,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      this,
      'consent' | 'ui' | 'membership' | 'newsletter' | 'scheduler' | 'cancelEngagement'
    >(
      this,
      {
        consent: false,
        ui: false,
        membership: false,
        newsletter: false,
        scheduler: false,
        cancelEngagement: false,
      },
      { autoBind: true },
    );
    reaction(() => this.current, this.take);
  }

  /** The interruption that has the page now, if any. */
  get current(): Interruption | undefined {
    return interruptionToShow({
      consentAsked: this.consent.isAsking,
      busyPage: isBusyPage(this.path),
      panelOpen: this.ui.isShopperPanelOpen,
      newsletter: this.newsletterReadiness,
      membership: this.membership.readiness,
      shownThisView: this.shownThisView,
    });
  }

  /** The newsletter popup shows: its turn, and not closed. */
  get isNewsletterShown(): boolean {
    return this.current === 'newsletter' && this.newsletter.isBannerVisible(SHOW_ALWAYS);
  }

  /**
   * A new page view (its path after the site prefix): the invitation shown on the last one no
   * longer holds this one, and engagement is counted afresh.
   */
  pageShown(path: string): void {
    this.membership.pageShown(path);
    if (path === this.path) return;
    this.path = path;
    this.shownThisView = undefined;
    this.engaged = false;
    this.cancelEngagement?.();
    this.cancelEngagement = this.scheduler.after(NEWSLETTER_ENGAGEMENT_MS, this.engage);
  }

  /** The visitor engaged with the page: scrolled, or stayed long enough. */
  engage(): void {
    this.engaged = true;
    this.cancelEngagement?.();
    this.cancelEngagement = undefined;
  }

  private get newsletterReadiness(): InvitationReadiness {
    if (!this.newsletter.isBannerVisible(SHOW_ALWAYS)) return 'ineligible';
    return this.engaged ? 'ready' : 'waiting';
  }

  private take(current: Interruption | undefined): void {
    if (current === undefined || current === 'consent' || current === this.shownThisView) return;
    this.shownThisView = current;
    if (current === 'membership') this.membership.open();
  }
}
