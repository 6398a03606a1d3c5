import { inject, injectable } from 'inversify';
import { pageView } from '@/domain/analytics/page-events';
import { AccountStore } from '@/application/account/account.store';
import { AnalyticsService } from './analytics.service';

/** Who the visitor is, as a page view needs it: `AccountStore` in the shop. */
export interface SignInState {
  /** Settles once a stored sign-in has been tried (loaded, refused or absent). */
  restore(): Promise<void>;
  readonly isLoggedIn: boolean;
}

/**
 * docs/product.md#other-calls pageView: one event per page the shopper reaches, with whether they
 * are signed in (docs/decisions/0095-page-views.md). A page reached while a stored sign-in is still
 * loading waits for it, so the first page of a returning member is not reported as anonymous;
 * the events keep the order of the pages.
 */
@injectable()
export class PageViews {
  private last: Promise<void> = Promise.resolve();

  constructor(
    @inject(AnalyticsService) private readonly analytics: AnalyticsService,
    @inject(AccountStore) private readonly account: SignInState,
  ) {}

  /** The shopper reached `pagePath`, titled `pageTitle`. */
  reached(pagePath: string, pageTitle: string): Promise<void> {
    this.last = this.last
      .then(() => this.account.restore())
      .catch(() => undefined)
      .then(() => this.analytics.push(pageView(pagePath, pageTitle, this.account.isLoggedIn)));
    return this.last;
  }
}
