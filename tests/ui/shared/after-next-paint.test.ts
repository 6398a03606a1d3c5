import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/ui/shared/after-next-paint';

/** A zero-delay timer runs after a millisecond under fake timers, as in Node. */
const ZERO_DELAY_MS = 1;

function settledFlag(promise: Promise<void>): { readonly settled: boolean } {
  const flag = { settled: false };
  void promise.then(() => (flag.settled = true));
  return flag;
}

describe('afterNextPaint (work the first screen does not need)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resolves in a task after the frame that follows the next one, once that paint is shown', async () => {
    const waiting = settledFlag(afterNextPaint());
    const settledInFrames: boolean[] = [];
    requestAnimationFrame(() => settledInFrames.push(waiting.settled));

    await vi.advanceTimersByTimeAsync(ZERO_DELAY_MS);
    expect(waiting.settled).toBe(false);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(ZERO_DELAY_MS);
    expect(waiting.settled).toBe(false);
    vi.advanceTimersToNextFrame();
    expect(waiting.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(ZERO_DELAY_MS);
    expect(waiting.settled).toBe(true);
    expect(settledInFrames).toEqual([false]);
  });

  it('resolves after a zero-delay timer on a hidden page, which paints no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const waiting = settledFlag(afterNextPaint());
    expect(waiting.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(ZERO_DELAY_MS);
    expect(waiting.settled).toBe(true);
  });
});
