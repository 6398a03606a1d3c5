import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from '@/adapters/browser/timer-scheduler';
import { LoadingBarStore } from '@/application/shared/loading-bar.store';
import { LOADING_BAR } from '@/domain/ui/loading-bar';

describe('LoadingBarStore (docs/product.md#animations)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows after 200 ms, fills over about 5 s and hides 500 ms after the finish', () => {
    const bar = new LoadingBarStore(new TimerScheduler());
    bar.startLoading();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    expect(bar.loadingBar.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.loadingBar).toEqual({ visible: true, progress: 0 });
    vi.advanceTimersByTime(LOADING_BAR.durationMs / 2);
    expect(bar.loadingBar.progress).toBe(50);
    vi.advanceTimersByTime(LOADING_BAR.durationMs);
    expect(bar.loadingBar).toEqual({ visible: true, progress: 100 });
    expect(vi.getTimerCount()).toBe(0);
    bar.finishLoading();
    vi.advanceTimersByTime(LOADING_BAR.hideAfterMs - 1);
    expect(bar.loadingBar).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(1);
    expect(bar.loadingBar).toEqual({ visible: false, progress: 0 });
  });

  it('fills a bar that finishes early, then hides it', () => {
    const bar = new LoadingBarStore(new TimerScheduler());
    bar.startLoading();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs + 1000);
    expect(bar.loadingBar.progress).toBe(20);
    bar.finishLoading();
    vi.advanceTimersByTime(100);
    expect(bar.loadingBar).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.hideAfterMs);
    expect(bar.loadingBar.visible).toBe(false);
  });

  it('never shows for a load that finishes within the 200 ms throttle', () => {
    const bar = new LoadingBarStore(new TimerScheduler());
    bar.startLoading();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    bar.finishLoading();
    vi.advanceTimersByTime(LOADING_BAR.durationMs);
    expect(bar.loadingBar).toEqual({ visible: false, progress: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps showing when a new load starts while the last one is hiding', () => {
    const bar = new LoadingBarStore(new TimerScheduler());
    bar.startLoading();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs + 1000);
    bar.finishLoading();
    vi.advanceTimersByTime(LOADING_BAR.hideAfterMs - 100);
    bar.startLoading();
    expect(bar.loadingBar).toEqual({ visible: true, progress: 0 });
    vi.advanceTimersByTime(100);
    expect(bar.loadingBar.visible).toBe(true);
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 100 + 1000);
    expect(bar.loadingBar).toEqual({ visible: true, progress: 20 });
  });
});
