import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { MemoryMarketingGateway } from '@/adapters/memory/marketing-gateway.memory';
import type { MarketingGateway } from '@/application/marketing/marketing-gateway.port';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { COOKIE_NAMES } from '@/domain/shared/cookies';
import { siteContext } from '../../contract/support/sides';

function setUp(marketing: MarketingGateway = new MemoryMarketingGateway(siteContext())) {
  const cookies = new MemoryCookieJar(new MemoryClock(0));
  const notifications = new NotificationStore();
  const analytics = new MemoryAnalyticsSink();
  const service = new AnalyticsService(analytics, new TimerScheduler());
  const store = new NewsletterStore(marketing, cookies, notifications, service);
  return { store, cookies, notifications, analytics, marketing };
}

const toasts = (notifications: NotificationStore) =>
  notifications.toasts.map(({ kind, title, message }) => ({ kind, title, message }));

describe('NewsletterStore (docs/product.md#newsletter, docs/product.md#newsletter-banner)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('disables subscribing while the field is empty or blank', async () => {
    const { store, marketing } = setUp();
    const subscribe = vi.spyOn(marketing, 'subscribeNewsletter');
    expect(store.isSubmitDisabled('footer')).toBe(true);
    store.setEmail('footer', '   ');
    expect(store.isSubmitDisabled('footer')).toBe(true);
    expect(await store.subscribe('newsletter', 'footer')).toBe(false);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('keeps each form’s field its own, and a sign-up clears only that form’s', async () => {
    const { store } = setUp();
    store.setEmail('banner', 'astrid@example.se');
    expect(store.email('footer')).toBe('');
    expect(store.isSubmitDisabled('footer')).toBe(true);
    expect(store.isSubmitDisabled('banner')).toBe(false);
    store.setEmail('footer', 'bo@example.se');
    expect(await store.subscribe('newsletter', 'banner')).toBe(true);
    expect([store.email('banner'), store.email('footer')]).toEqual(['', 'bo@example.se']);
  });

  it('refuses a malformed email with the Error toast and no call', async () => {
    const { store, notifications, marketing } = setUp();
    const subscribe = vi.spyOn(marketing, 'subscribeNewsletter');
    store.setEmail('footer', 'astrid@');
    expect(await store.subscribe('newsletter', 'footer')).toBe(false);
    expect(toasts(notifications)).toEqual([
      { kind: 'error', title: 'Error', message: 'SUBSCRIBE_EMAIL_ERROR' },
    ]);
    expect(subscribe).not.toHaveBeenCalled();
    expect(store.email('footer')).toBe('astrid@');
  });

  it('signs up: toast, field cleared, cookie set for a year, banner hidden, event pushed', async () => {
    const { store, notifications, cookies, analytics } = setUp();
    expect(store.isBannerVisible(false)).toBe(true);
    store.setEmail('banner', 'Astrid@Example.se');
    expect(await store.subscribe('newsletter', 'banner')).toBe(true);
    expect(toasts(notifications)).toEqual([
      { kind: 'success', title: 'SUBSCRIBE_SUBSCRIBED', message: 'SUBSCRIBE_NEWSLETTER' },
    ]);
    expect(store.email('banner')).toBe('');
    expect(cookies.get(COOKIE_NAMES.newsletterSeen)).toBe('1');
    expect(store.isBannerVisible(false)).toBe(false);
    expect(analytics.events).toEqual([{ event: 'newsletterSignup' }]);
  });

  it('says SUBSCRIBE_ERROR when the service fails, keeping the field', async () => {
    const failing = withFaults(
      new MemoryMarketingGateway(siteContext()),
      'marketing',
      faultPlan('marketing', { kind: 'status', status: 500 }),
    );
    const { store, notifications, cookies } = setUp(failing);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.setEmail('footer', 'astrid@example.se');
    expect(await store.subscribe('newsletter', 'footer')).toBe(false);
    expect(toasts(notifications)).toEqual([
      { kind: 'error', title: 'ERROR', message: 'SUBSCRIBE_ERROR' },
    ]);
    expect(store.email('footer')).toBe('astrid@example.se');
    expect(cookies.get(COOKIE_NAMES.newsletterSeen)).toBeUndefined();
    expect(store.submitting).toBe(false);
  });

  it('hides the banner on close and remembers it in the cookie; show_always overrides the cookie', () => {
    const first = setUp();
    first.store.closeBanner();
    expect(first.store.isBannerVisible(true)).toBe(false);
    const later = new NewsletterStore(
      first.marketing,
      first.cookies,
      new NotificationStore(),
      new AnalyticsService(new MemoryAnalyticsSink(), new TimerScheduler()),
    );
    expect(later.isBannerVisible(false)).toBe(false);
    expect(later.isBannerVisible(true)).toBe(true);
  });

  it('writes its state to JSON and reads it back', () => {
    const { store } = setUp();
    store.setEmail('footer', 'a@b.se');
    store.closeBanner();
    const copy = setUp().store;
    copy.hydrate(JSON.parse(JSON.stringify(store.toJSON())));
    expect(copy.toJSON()).toEqual({ emails: { footer: 'a@b.se' }, closed: true });
  });
});
