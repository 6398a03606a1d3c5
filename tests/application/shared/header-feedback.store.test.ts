import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { HeaderFeedbackStore } from '@/application/shared/header-feedback.store';
import { UiStore } from '@/application/shared/ui.store';
import { CART_ICON_ANIMATION_MS, WISHLIST_ICON_ANIMATION_MS } from '@/domain/ui/header';

describe('HeaderFeedbackStore (docs/product.md#animations)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sticks the header from 200px of scroll', () => {
    const header = new HeaderFeedbackStore(new TimerScheduler());
    header.scrolled(199);
    expect(header.isHeaderStuck).toBe(false);
    header.scrolled(200);
    expect(header.isHeaderStuck).toBe(true);
    header.scrolled(0);
    expect(header.isHeaderStuck).toBe(false);
  });

  it('animates the cart icon 2 s from the last cart change, starting with an add', () => {
    const scheduler = new TimerScheduler();
    const header = new HeaderFeedbackStore(scheduler);
    new UiStore(scheduler, header).showAddedToCart({ item: 'item-1', productName: 'Plate' });
    expect(header.isCartIconAnimating).toBe(true);
    vi.advanceTimersByTime(1000);
    header.animateCartIcon();
    vi.advanceTimersByTime(CART_ICON_ANIMATION_MS - 1);
    expect(header.isCartIconAnimating).toBe(true);
    vi.advanceTimersByTime(1);
    expect(header.isCartIconAnimating).toBe(false);
  });

  it('animates the wishlist icon 0.5 s', () => {
    const header = new HeaderFeedbackStore(new TimerScheduler());
    header.animateWishlistIcon();
    expect(header.isWishlistIconAnimating).toBe(true);
    vi.advanceTimersByTime(WISHLIST_ICON_ANIMATION_MS - 1);
    expect(header.isWishlistIconAnimating).toBe(true);
    vi.advanceTimersByTime(1);
    expect(header.isWishlistIconAnimating).toBe(false);
  });

  it('writes whether the header is stuck and reads it back on a fresh store', () => {
    const a = new HeaderFeedbackStore(new TimerScheduler());
    a.scrolled(500);
    const b = new HeaderFeedbackStore(new TimerScheduler());
    b.hydrate(JSON.parse(JSON.stringify(a.toJSON())) as { headerStuck: boolean });
    expect(b.isHeaderStuck).toBe(true);
  });
});
