import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { MemoryMarketingGateway } from '@/adapters/memory/marketing-gateway.memory';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { NewsletterBannerViewModel } from '@/application/marketing/newsletter-banner-view-model';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { NEWSLETTER_FADE_MS } from '@/domain/constants';
import { siteContext } from '../../contract/support/sides';

function setUp() {
  const scheduler = new TimerScheduler();
  const newsletter = new NewsletterStore(
    new MemoryMarketingGateway(siteContext()),
    new MemoryCookieJar(new MemoryClock(0)),
    new NotificationStore(),
    new AnalyticsService(new MemoryAnalyticsSink(), scheduler),
  );
  return { newsletter, banner: new NewsletterBannerViewModel(newsletter, scheduler) };
}

describe('NewsletterBannerViewModel (docs/product.md#newsletter-banner)', () => {
  afterEach(() => vi.useRealTimers());

  it('stays on the page while it fades out after a close, then leaves', () => {
    vi.useFakeTimers();
    const { newsletter, banner } = setUp();
    const stop = banner.watch();
    expect(banner.isShown).toBe(true);
    newsletter.closeBanner();
    expect(banner.isVisible).toBe(false);
    expect(banner.isLeaving).toBe(true);
    vi.advanceTimersByTime(NEWSLETTER_FADE_MS - 1);
    expect(banner.isShown).toBe(true);
    vi.advanceTimersByTime(1);
    expect(banner.isShown).toBe(false);
    stop();
  });

  it('stops fading when its view leaves', () => {
    vi.useFakeTimers();
    const { newsletter, banner } = setUp();
    const stop = banner.watch();
    newsletter.closeBanner();
    stop();
    expect(banner.isLeaving).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
