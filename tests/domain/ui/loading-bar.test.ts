import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  LOADING_BAR,
  finishLoadingBar,
  HIDDEN_LOADING_BAR,
  loadingProgress,
  type LoadingBarState,
  restartLoadingBar,
  showingLoadingBar,
} from '@/domain/ui/loading-bar';

const shownMs = fc.integer({ min: -100, max: 20_000 });
const bar: fc.Arbitrary<LoadingBarState> = fc.record({
  visible: fc.boolean(),
  progress: fc.integer({ min: 0, max: 100 }),
});

describe('page loading bar (docs/product.md#animations)', () => {
  test.prop([shownMs, shownMs])('fills from 0 to 100, never shrinking as time passes', (a, b) => {
    const [early, late] = a <= b ? [a, b] : [b, a];
    expect(loadingProgress(early)).toBeLessThanOrEqual(loadingProgress(late));
    expect(loadingProgress(early)).toBeGreaterThanOrEqual(0);
    expect(loadingProgress(late)).toBeLessThanOrEqual(100);
  });

  test.prop([fc.integer({ min: 0, max: 100_000 })])(
    'is full once it has shown about 5 s, and not before',
    (ms) => {
      expect(loadingProgress(ms) === 100).toBe(ms >= LOADING_BAR.durationMs);
    },
  );

  test.prop([bar])('a new start empties the bar and keeps it as visible as it was', (state) => {
    expect(restartLoadingBar(state)).toEqual({ visible: state.visible, progress: 0 });
  });

  test.prop([bar])('finishing fills a showing bar and leaves a hidden one hidden', (state) => {
    expect(finishLoadingBar(state)).toEqual(
      state.visible ? { visible: true, progress: 100 } : HIDDEN_LOADING_BAR,
    );
  });

  test.prop([shownMs])('a bar past its throttle is visible', (ms) => {
    expect(showingLoadingBar(ms)).toEqual({ visible: true, progress: loadingProgress(ms) });
  });

  it('pins the numbers', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideAfterMs: 500 });
    expect(loadingProgress(0)).toBe(0);
    expect(loadingProgress(2500)).toBe(50);
    expect(loadingProgress(4999)).toBeLessThan(100);
    expect(loadingProgress(5000)).toBe(100);
    expect(HIDDEN_LOADING_BAR).toEqual({ visible: false, progress: 0 });
  });
});
