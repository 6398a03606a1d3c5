import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentStore } from '@/application/consent/consent.store';
import { InterruptionStore } from '@/application/marketing/interruption.store';
import { NewsletterBannerViewModel } from '@/application/marketing/newsletter-banner-view-model';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { NEWSLETTER_FADE_MS } from '@/domain/marketing/newsletter-banner';
import { testContainer } from '../../support/test-container';

/** A visitor who answered the consent prompt and has engaged with the page: the popup's turn. */
async function setUp() {
  const container = await testContainer();
  container.get(ConsentStore).acceptAll();
  container.get(InterruptionStore).engage();
  return {
    newsletter: container.get(NewsletterStore),
    banner: container.get(NewsletterBannerViewModel),
  };
}

describe('NewsletterBannerViewModel (docs/product.md#newsletter-banner)', () => {
  afterEach(() => vi.useRealTimers());

  it('stays on the page while it fades out after a close, then leaves', async () => {
    vi.useFakeTimers();
    const { newsletter, banner } = await setUp();
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

  it('stops fading when its view leaves', async () => {
    vi.useFakeTimers();
    const { newsletter, banner } = await setUp();
    const stop = banner.watch();
    newsletter.closeBanner();
    stop();
    expect(banner.isLeaving).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
