import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { newsletterSignup } from '@/domain/analytics/page-events';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES } from '@/domain/shared/cookies';
import { isNewsletterEmail } from '@/domain/marketing/email-format';
import { cleanEmailInput, isSendableEmail } from '@/domain/marketing/email-input';
import { isNewsletterBannerVisible } from '@/domain/marketing/newsletter-banner';
import { isSubscribeDisabled } from '@/domain/marketing/subscribe-button';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { MarketingGateway } from './marketing-gateway.port';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { isFlagCookieSet } from '@/application/shared/flag-cookie';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { NotificationStore } from '@/application/shared/notification.store';

/**
 * docs/product.md#errors: the invalid-email toast is titled "Error" (not the default ERROR key).
 */
export const INVALID_EMAIL_TITLE = 'Error';

export interface NewsletterState {
  /** Each form's e-mail field, by the form's name. */
  readonly emails: Readonly<Record<string, string>>;
  readonly closed: boolean;
}

/**
 * The newsletter sign-up of the banner, the footer and newsletter blocks
 * (docs/product.md#newsletter-banner banner, docs/product.md#validation email format,
 * docs/product.md#errors newsletter toasts). Each form (`banner`, `footer`, …) has its own e-mail
 * field.
 */
@injectable()
export class NewsletterStore {
  emails: Readonly<Record<string, string>> = {};
  /** Closed or signed up on this page (docs/product.md#marketing: hides the banner). */
  closed = false;
  submitting = false;

  constructor(
    @inject(MarketingGateway) private readonly marketing: MarketingGateway,
    @inject(CookieJar) private readonly cookies: CookieJar,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(AnalyticsService) private readonly analytics: AnalyticsService,
    @inject(VisitorGate) private readonly gate: VisitorGate = new VisitorGate(),
  ) {
    makeAutoObservable<this, 'marketing' | 'cookies' | 'notifications' | 'analytics' | 'gate'>(
      this,
      { marketing: false, cookies: false, notifications: false, analytics: false, gate: false },
      { autoBind: true },
    );
  }

  /** The e-mail typed into the form `form`. */
  email(form: string): string {
    return Object.hasOwn(this.emails, form) ? (this.emails[form] ?? '') : '';
  }

  /** docs/product.md#validation: a form's subscribe button is disabled while its field is empty. */
  isSubmitDisabled(form: string): boolean {
    return isSubscribeDisabled(this.email(form)) || this.submitting;
  }

  /**
   * docs/product.md#marketing: shown unless the cookie exists (or `show_always` overrides it), and
   * not closed. An invitation to this visitor, so it waits for the visitor gate.
   */
  isBannerVisible(showAlways: boolean): boolean {
    if (!this.gate.isOpen) return false;
    const cookieSet = isFlagCookieSet(this.cookies, COOKIE_NAMES.newsletterSeen);
    return isNewsletterBannerVisible({ cookieSet, showAlways, closed: this.closed });
  }

  setEmail(form: string, email: string): void {
    this.emails = { ...this.emails, [form]: email };
  }

  /** docs/product.md#marketing: closing (button or Esc) sets the cookie and hides the banner. */
  closeBanner(): void {
    this.remember();
  }

  /**
   * docs/product.md#validation, docs/product.md#errors: signs the e-mail of the form `form` up to
   * `list`. A malformed email is refused with a toast and no call; a sign-up clears the form's
   * field, sets the cookie, hides the banner and says so; a failure says SUBSCRIBE_ERROR. Resolves
   * whether the shopper is now signed up.
   */
  async subscribe(list: string, form: string): Promise<boolean> {
    if (this.isSubmitDisabled(form)) return false;
    // White space and invisible characters at the ends are dropped; an oversize or
    // hidden-character address is refused like a malformed one.
    const email = cleanEmailInput(this.email(form));
    if (!isSendableEmail(email) || !isNewsletterEmail(email)) {
      this.notifications.error({ title: INVALID_EMAIL_TITLE, message: 'SUBSCRIBE_EMAIL_ERROR' });
      return false;
    }
    this.submitting = true;
    try {
      await this.marketing.subscribeNewsletter(email, list);
    } catch (error) {
      console.error('Newsletter subscription failed', error);
      runInAction(() => (this.submitting = false));
      this.notifications.error({ message: 'SUBSCRIBE_ERROR' });
      return false;
    }
    runInAction(() => {
      this.submitting = false;
      this.setEmail(form, '');
      this.remember();
    });
    this.notifications.success({ title: 'SUBSCRIBE_SUBSCRIBED', message: 'SUBSCRIBE_NEWSLETTER' });
    this.analytics.push(newsletterSignup());
    return true;
  }

  toJSON(): NewsletterState {
    return { emails: this.emails, closed: this.closed };
  }

  hydrate(state: NewsletterState): void {
    this.emails = state.emails;
    this.closed = state.closed;
  }

  private remember(): void {
    this.closed = true;
    this.cookies.set(COOKIE_NAMES.newsletterSeen, '1', COOKIE_MAX_AGE_SECONDS.newsletter);
  }
}
