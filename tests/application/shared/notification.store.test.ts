import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { NotificationStore, TOAST_VISIBLE_MS } from '@/application/shared/notification.store';

describe('NotificationStore (docs/product.md#error-catalogue)', () => {
  it('titles errors ERROR and successes SUCCESS unless told otherwise', () => {
    const store = new NotificationStore();
    store.error({ message: 'SUBSCRIBE_ERROR' });
    store.success({ message: 'SUBSCRIBE_NEWSLETTER', title: 'SUBSCRIBE_SUBSCRIBED' });
    expect(store.toasts.map(({ kind, title, message }) => ({ kind, title, message }))).toEqual([
      { kind: 'error', title: 'ERROR', message: 'SUBSCRIBE_ERROR' },
      { kind: 'success', title: 'SUBSCRIBE_SUBSCRIBED', message: 'SUBSCRIBE_NEWSLETTER' },
    ]);
  });

  it('keeps the parameters a message quotes', () => {
    const store = new NotificationStore();
    const toast = store.error({ message: 'Account_Specific_ErrorMsg', params: { text: 'No' } });
    expect(toast.params).toEqual({ text: 'No' });
  });

  it('dismisses one toast by id, leaving the others', () => {
    const store = new NotificationStore();
    const first = store.error({ message: 'A' });
    const second = store.error({ message: 'B' });
    store.dismiss(first.id);
    expect(store.toasts).toEqual([second]);
    expect(first.id).not.toBe(second.id);
  });

  describe('with a scheduler', () => {
    afterEach(() => vi.useRealTimers());

    it('dismisses each toast by itself after its visible time', () => {
      vi.useFakeTimers();
      const store = new NotificationStore(new TimerScheduler());
      const first = store.error({ message: 'A' });
      vi.advanceTimersByTime(TOAST_VISIBLE_MS / 2);
      const second = store.success({ message: 'B' });
      vi.advanceTimersByTime(TOAST_VISIBLE_MS / 2 - 1);
      expect(store.toasts).toEqual([first, second]);
      vi.advanceTimersByTime(1);
      expect(store.toasts).toEqual([second]);
      vi.advanceTimersByTime(TOAST_VISIBLE_MS / 2);
      expect(store.toasts).toEqual([]);
    });

    it('stops the timer of a toast dismissed by hand', () => {
      vi.useFakeTimers();
      const store = new NotificationStore(new TimerScheduler());
      const toast = store.error({ message: 'A' });
      store.dismiss(toast.id);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
