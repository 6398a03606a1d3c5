import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountStore } from '@/application/account/account.store';
import { ConsentStore } from '@/application/consent/consent.store';
import { InterruptionStore } from '@/application/marketing/interruption.store';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { UiStore } from '@/application/shared/ui.store';
import { MEMBERSHIP_MODAL_DELAY_MS } from '@/domain/marketing/membership-modal';
import { NEWSLETTER_ENGAGEMENT_MS } from '@/domain/marketing/interruptions';
import { testContainer } from '../../support/test-container';

/** A first visit of an anonymous shopper who has not answered the consent prompt yet. */
async function firstVisit() {
  const container = await testContainer({ consent: 'unanswered' });
  await container.get(AccountStore).restore();
  return {
    interruptions: container.get(InterruptionStore),
    consent: container.get(ConsentStore),
    newsletter: container.get(NewsletterStore),
    ui: container.get(UiStore),
  };
}

describe('InterruptionStore (docs/product.md#one-interruption-at-a-time)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for consent first; the membership modal comes 5 s after the answer', async () => {
    const { interruptions, consent, ui } = await firstVisit();
    interruptions.pageShown('/');
    expect(interruptions.current).toBe('consent');
    // Long enough for the old count from load, short of the newsletter's 15 s on the page.
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS + 1000);
    expect(ui.isMembershipModalOpen).toBe(false);
    consent.rejectAll();
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS - 1);
    expect(ui.isMembershipModalOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(interruptions.current).toBe('membership');
    expect(ui.isMembershipModalOpen).toBe(true);
  });

  it('shows one invitation a page view: the newsletter popup waits for a later page', async () => {
    const { interruptions, consent, ui } = await firstVisit();
    consent.acceptAll();
    interruptions.pageShown('/');
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(ui.isMembershipModalOpen).toBe(true);
    ui.escape();
    interruptions.engage();
    expect(interruptions.isNewsletterShown).toBe(false);

    interruptions.pageShown('/servering');
    expect(interruptions.isNewsletterShown).toBe(false);
    vi.advanceTimersByTime(NEWSLETTER_ENGAGEMENT_MS - 1);
    expect(interruptions.isNewsletterShown).toBe(false);
    vi.advanceTimersByTime(1);
    expect(interruptions.isNewsletterShown).toBe(true);
  });

  it('invites to the newsletter only after a scroll or 15 s, and never once closed', async () => {
    const { interruptions, consent, newsletter } = await firstVisit();
    consent.acceptAll();
    interruptions.pageShown('/account/register');
    expect(interruptions.isNewsletterShown).toBe(false);
    interruptions.pageShown('/inspiration');
    interruptions.engage();
    expect(interruptions.isNewsletterShown).toBe(true);
    newsletter.closeBanner();
    expect(interruptions.isNewsletterShown).toBe(false);
    interruptions.pageShown('/servering');
    interruptions.engage();
    expect(interruptions.isNewsletterShown).toBe(false);
  });

  it('opens nothing over a panel of the shopper’s, and the invitation after it closes', async () => {
    const { interruptions, consent, ui } = await firstVisit();
    consent.acceptAll();
    interruptions.pageShown('/');
    ui.openCart();
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(ui.isMembershipModalOpen).toBe(false);
    ui.closeCart();
    expect(ui.isMembershipModalOpen).toBe(true);
  });

  it('opens nothing on checkout or account pages', async () => {
    const { interruptions, consent, ui } = await firstVisit();
    consent.acceptAll();
    interruptions.pageShown('/checkout');
    interruptions.engage();
    vi.advanceTimersByTime(MEMBERSHIP_MODAL_DELAY_MS);
    expect(ui.isMembershipModalOpen).toBe(false);
    expect(interruptions.isNewsletterShown).toBe(false);
    interruptions.pageShown('/account/login');
    interruptions.engage();
    expect(interruptions.current).toBeUndefined();
  });
});
