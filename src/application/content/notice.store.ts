import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES } from '@/domain/shared/cookies';
import { noticesAt, type Notice, type NoticePosition } from '@/domain/content/notice';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { ContentStore } from './content.store';
import { isFlagCookieSet } from '@/application/shared/flag-cookie';

/**
 * The header's site notices (docs/product.md#header, docs/product.md#cookies): the enabled notices
 * the shopper has not hidden; hiding one sets its cookie for 30 days, so it stays hidden on later
 * visits.
 */
@injectable()
export class NoticeStore {
  /** Hidden in this visit; earlier visits' choices are in the cookies. */
  private hidden: readonly string[] = [];

  constructor(
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(CookieJar) private readonly cookies: CookieJar,
    @inject(VisitorGate) private readonly gate: VisitorGate = new VisitorGate(),
  ) {
    makeAutoObservable<this, 'content' | 'cookies' | 'gate'>(
      this,
      { content: false, cookies: false, gate: false },
      { autoBind: true },
    );
  }

  /** docs/product.md#validation: enabled notices only, less those the shopper hid. */
  get visible(): readonly Notice[] {
    return this.content.notices.filter((notice) => !this.isHidden(notice.uid));
  }

  /** docs/product.md#notices: the visible notices of the bar at `position`. */
  visibleAt(position: NoticePosition): readonly Notice[] {
    return noticesAt(this.visible, position);
  }

  /** Earlier visits' choices count once the visitor gate is open. */
  isHidden(uid: string): boolean {
    return (
      this.hidden.includes(uid) ||
      (this.gate.isOpen &&
        isFlagCookieSet(this.cookies, `${COOKIE_NAMES.noticeDismissedPrefix}${uid}`))
    );
  }

  dismiss(uid: string): void {
    this.cookies.set(
      `${COOKIE_NAMES.noticeDismissedPrefix}${uid}`,
      '1',
      COOKIE_MAX_AGE_SECONDS.noticeDismissal,
    );
    if (!this.hidden.includes(uid)) this.hidden = [...this.hidden, uid];
  }
}
