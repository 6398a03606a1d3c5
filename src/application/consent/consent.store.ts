import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { consentUpdate } from '@/domain/analytics/consent-event';
import {
  ACCEPT_ALL,
  type Consent,
  type ConsentChoice,
  type ConsentPurpose,
  formatConsentCookie,
  isAllowed,
  readConsentCookie,
  REJECT_ALL,
  UNDECIDED,
} from '@/domain/consent/consent';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES } from '@/domain/shared/cookies';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import type { VisitorConsent } from './visitor-consent.port';

/**
 * The visitor's consent (docs/product.md#consent): read from its cookie once the visitor gate
 * opens (the first render is anonymous, so undecided until then), asked with accept all, reject
 * all and settings, kept for a year and changeable from the footer. Each answer is reported to
 * the data layer as a consent state event — the one event that needs no consent.
 */
@injectable()
export class ConsentStore implements VisitorConsent {
  /** The settings view of the prompt is open: the footer's link, or the prompt's own button. */
  settingsOpen = false;
  /** Answered on this page (the cookie is read once, then this holds the answer). */
  private answered: Consent | undefined = undefined;

  constructor(
    @inject(CookieJar) private readonly cookies: CookieJar,
    @inject(AnalyticsSink) private readonly sink: AnalyticsSink,
    @inject(VisitorGate) private readonly gate: VisitorGate = new VisitorGate(),
  ) {
    makeAutoObservable<this, 'cookies' | 'sink' | 'gate'>(
      this,
      { cookies: false, sink: false, gate: false },
      { autoBind: true },
    );
  }

  /** The visitor's answer; undecided before the gate opens, so the first render is anonymous. */
  get consent(): Consent {
    if (this.answered) return this.answered;
    if (!this.gate.isOpen) return UNDECIDED;
    return readConsentCookie(this.cookies.get(COOKIE_NAMES.consent));
  }

  /** Whether the prompt shows: the visitor has not answered, or opened the settings. */
  get isAsking(): boolean {
    return this.gate.isOpen && (this.settingsOpen || this.consent.kind === 'undecided');
  }

  allows(purpose: ConsentPurpose): boolean {
    return isAllowed(this.consent, purpose);
  }

  acceptAll(): void {
    this.save(ACCEPT_ALL);
  }

  rejectAll(): void {
    this.save(REJECT_ALL);
  }

  /** The prompt's settings, or the footer's link to change an earlier answer. */
  openSettings(): void {
    this.settingsOpen = true;
  }

  /** Leaves the settings without a new answer; an unanswered prompt stays. */
  closeSettings(): void {
    this.settingsOpen = false;
  }

  /** Keeps `choice` for a year and reports it. */
  save(choice: ConsentChoice): void {
    this.answered = { kind: 'decided', choice };
    this.settingsOpen = false;
    this.cookies.set(
      COOKIE_NAMES.consent,
      formatConsentCookie(choice),
      COOKIE_MAX_AGE_SECONDS.consent,
    );
    this.sink.push(consentUpdate(choice));
  }
}
