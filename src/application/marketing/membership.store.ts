import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES } from '@/domain/shared/cookies';
import type { InvitationReadiness } from '@/domain/marketing/interruptions';
import {
  membershipModalDueAt,
  membershipModalReadiness,
} from '@/domain/marketing/membership-modal';
import { Clock } from '@/application/shared/clock.port';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { Scheduler, type Cancel } from '@/application/shared/scheduler.port';
import { AccountStore } from '@/application/account/account.store';
import { ConsentStore } from '@/application/consent/consent.store';
import { isFlagCookieSet } from '@/application/shared/flag-cookie';
import { UiStore } from '@/application/shared/ui.store';

/**
 * docs/product.md#membership-modal: 5 s after the shop loads and the consent prompt is answered
 * (docs/decisions/0120-invitations-that-wait-their-turn.md), shoppers known to be anonymous who
 * have not seen it (cookie, one year) may get the invitation, except on the registration page;
 * `InterruptionStore` decides when it opens (docs/product.md#one-interruption-at-a-time). However
 * it closes — its button, Escape, the overlay — the cookie is set, so it shows once a year.
 */
@injectable()
export class MembershipStore {
  /** The page's path after the site prefix. */
  path = '';
  /** `membershipModalDueAt` has passed. */
  due = false;
  private loadedAt: number | undefined = undefined;
  private consentAnsweredAt: number | undefined = undefined;
  private pending: Cancel | undefined;
  private scheduled = false;

  constructor(
    @inject(CookieJar) private readonly cookies: CookieJar,
    @inject(AccountStore) private readonly account: AccountStore,
    @inject(UiStore) private readonly ui: UiStore,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(ConsentStore) private readonly consent: ConsentStore,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<
      this,
      'cookies' | 'account' | 'ui' | 'scheduler' | 'consent' | 'clock' | 'pending' | 'scheduled'
    >(
      this,
      {
        cookies: false,
        account: false,
        ui: false,
        scheduler: false,
        consent: false,
        clock: false,
        pending: false,
        scheduled: false,
      },
      { autoBind: true },
    );
    reaction(
      () => this.consent.consent.kind === 'decided' && !this.consent.isAsking,
      (answered) => {
        if (answered) this.consentAnswered();
      },
      { fireImmediately: true },
    );
    reaction(
      () => this.ui.isMembershipModalOpen,
      (open, wasOpen) => {
        if (wasOpen && !open) this.remember();
      },
    );
  }

  /**
   * Where the invitation stands: ready once due for a shopper known to be anonymous
   * (`membershipModalReadiness`); a stored sign-in still loading keeps it waiting.
   */
  get readiness(): InvitationReadiness {
    return membershipModalReadiness({
      cookieSet: isFlagCookieSet(this.cookies, COOKIE_NAMES.membershipModal),
      anonymity: this.account.anonymity,
      path: this.path,
      due: this.due,
    });
  }

  /**
   * Called on every page the shopper reaches, with its path after the site prefix. The first
   * call marks the load; readiness then uses the page the shopper is on when the wait is over.
   */
  pageShown(path: string): void {
    this.path = path;
    this.loadedAt ??= this.clock.now();
    this.startWaiting();
  }

  /** Opens the invitation (`InterruptionStore`, once it is this page view's one). */
  open(): void {
    this.ui.openMembershipModal();
  }

  /** The shopper dismissed the invitation. */
  dismiss(): void {
    this.ui.closeMembershipModal();
  }

  /** Stops a pending invitation (the page is going away). */
  cancel(): void {
    this.pending?.();
    this.pending = undefined;
  }

  private consentAnswered(): void {
    this.consentAnsweredAt ??= this.clock.now();
    this.startWaiting();
  }

  /** Once the load and the consent answer are both known, waits until the invitation is due. */
  private startWaiting(): void {
    const dueAt = membershipModalDueAt({
      loadedAt: this.loadedAt,
      consentAnsweredAt: this.consentAnsweredAt,
    });
    if (dueAt === undefined || this.scheduled) return;
    this.scheduled = true;
    this.pending = this.scheduler.after(Math.max(0, dueAt - this.clock.now()), () => {
      this.pending = undefined;
      this.becomeDue();
    });
  }

  private becomeDue(): void {
    this.due = true;
  }

  private remember(): void {
    this.cookies.set(COOKIE_NAMES.membershipModal, '1', COOKIE_MAX_AGE_SECONDS.membershipModal);
  }
}
