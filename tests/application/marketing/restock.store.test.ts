import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import { MemoryMarketingGateway } from '@/adapters/memory/marketing-gateway.memory';
import type { MarketingGateway } from '@/application/marketing/marketing-gateway.port';
import { NotificationStore } from '@/application/shared/notification.store';
import { RestockStore } from '@/application/marketing/restock.store';
import { UiStore } from '@/application/shared/ui.store';
import { RESTOCK_MODAL_AUTO_CLOSE_MS } from '@/domain/marketing/subscribe-button';
import { siteContext } from '../../contract/support/sides';

function setUp(marketing: MarketingGateway = new MemoryMarketingGateway(siteContext())) {
  const scheduler = new TimerScheduler();
  const ui = new UiStore(scheduler);
  const notifications = new NotificationStore();
  const store = new RestockStore(marketing, ui, notifications, scheduler);
  return { store, ui, notifications, marketing };
}

const toasts = (notifications: NotificationStore) =>
  notifications.toasts.map(({ kind, title, message }) => ({ kind, title, message }));

describe('RestockStore (docs/product.md#restock-sign-up)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens the modal for an item with an empty, disabled form', () => {
    const { store, ui } = setUp();
    store.open('1001-1');
    expect(ui.restockModalItemId).toBe('1001-1');
    expect(store.isSubmitDisabled).toBe(true);
    store.setEmail('astrid@example.se');
    expect(store.isSubmitDisabled).toBe(false);
  });

  it('keeps what the open sign-up is about until it closes or another opens', () => {
    const { store } = setUp();
    const towel = { name: 'Towel', color: 'Turquoise', size: '50x70' };
    store.open('1062-2', towel);
    expect(store.subject).toEqual(towel);
    store.open('1001-1');
    expect(store.subject).toBeUndefined();
    store.open('1062-2', towel);
    store.close();
    expect(store.subject).toBeUndefined();
  });

  it('does not call the service while the email is empty', async () => {
    const { store, marketing } = setUp();
    const subscribe = vi.spyOn(marketing, 'subscribeBackInStock');
    store.open('1001-1');
    await store.submit();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('on success sets the flag, lists the item and says SUBSCRIBE_PRODUCT', async () => {
    const { store, notifications } = setUp();
    store.open('1001-1');
    store.setEmail('astrid@example.se');
    await store.submit();
    expect(store.success).toBe(true);
    expect(store.isSignedUp('1001-1')).toBe(true);
    expect(store.isSignedUp('1002-1')).toBe(false);
    expect(toasts(notifications)).toEqual([
      { kind: 'success', title: 'SUBSCRIBE_SUBSCRIBED', message: 'SUBSCRIBE_PRODUCT' },
    ]);
  });

  it('closes on the next click after a success', async () => {
    const { store, ui, marketing } = setUp();
    store.open('1001-1');
    store.setEmail('astrid@example.se');
    await store.submit();
    const subscribe = vi.spyOn(marketing, 'subscribeBackInStock');
    await store.submit();
    expect(ui.restockModalItemId).toBeUndefined();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('closes itself 3 s after a submit attempt', async () => {
    const { store, ui } = setUp();
    store.open('1001-1');
    store.setEmail('astrid@example.se');
    await store.submit();
    vi.advanceTimersByTime(RESTOCK_MODAL_AUTO_CLOSE_MS - 1);
    expect(ui.restockModalItemId).toBe('1001-1');
    vi.advanceTimersByTime(1);
    expect(ui.restockModalItemId).toBeUndefined();
    expect(store.success).toBe(false);
  });

  it('says SUBSCRIBE_ERROR under the same title when the provider answers no success', async () => {
    const { store, notifications } = setUp();
    store.open('1001-1');
    store.setEmail('no-at-sign');
    await store.submit();
    expect(store.success).toBe(false);
    expect(store.isSignedUp('1001-1')).toBe(false);
    expect(toasts(notifications)).toEqual([
      { kind: 'error', title: 'SUBSCRIBE_SUBSCRIBED', message: 'SUBSCRIBE_ERROR' },
    ]);
  });

  it('says SUBSCRIBE_ERROR when the call fails, and still closes after 3 s', async () => {
    const failing = withFaults(
      new MemoryMarketingGateway(siteContext()),
      'marketing',
      faultPlan('marketing', { kind: 'network' }),
    );
    const { store, ui, notifications } = setUp(failing);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.open('1001-1');
    store.setEmail('astrid@example.se');
    await store.submit();
    expect(toasts(notifications).at(-1)?.message).toBe('SUBSCRIBE_ERROR');
    expect(logged).toHaveBeenCalled();
    vi.advanceTimersByTime(RESTOCK_MODAL_AUTO_CLOSE_MS);
    expect(ui.restockModalItemId).toBeUndefined();
  });

  it('a new sign-up cancels the old auto-close', async () => {
    const { store, ui } = setUp();
    store.open('1001-1');
    store.setEmail('astrid@example.se');
    await store.submit();
    vi.advanceTimersByTime(2000);
    store.open('1002-1');
    vi.advanceTimersByTime(2000);
    expect(ui.restockModalItemId).toBe('1002-1');
  });

  it('writes its state to JSON and reads it back', async () => {
    const { store } = setUp();
    store.open('1001-1');
    store.setEmail('astrid@example.se');
    await store.submit();
    const copy = setUp().store;
    copy.hydrate(JSON.parse(JSON.stringify(store.toJSON())));
    expect(copy.toJSON()).toEqual(store.toJSON());
    expect(copy.isSignedUp('1001-1')).toBe(true);
  });
});
