/**
 * docs/product.md#animations, docs/product.md#constants-and-limits: the loading bar's throttle, its
 * run and its wait before it hides.
 */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;

/**
 * docs/product.md#constants-and-limits default fetch delay: a loading state shows only once an
 * answer has taken this long.
 */
export const DEFAULT_FETCH_DELAY_MS = 200;

/**
 * The page loading bar (docs/product.md#animations): whether it shows and how full it is, 0–100.
 */
export interface LoadingBarState {
  readonly visible: boolean;
  readonly progress: number;
}

export const HIDDEN_LOADING_BAR: LoadingBarState = { visible: false, progress: 0 };

/**
 * How often a showing bar grows. docs/product.md#animations gives only the whole run ("about 5s"); 100
 * ms steps (2% each) look continuous and cost fifty updates a run.
 */
export const LOADING_BAR_STEP_MS = 100;

/** docs/product.md#animations: the bar fills over about 5 s of showing, then waits full. */
export function loadingProgress(shownMs: number): number {
  return Math.min(100, Math.max(0, (shownMs / LOADING_BAR.durationMs) * 100));
}

/** A page starts loading: the bar starts over from empty, and stays as visible as it was. */
export function restartLoadingBar(state: LoadingBarState): LoadingBarState {
  return { visible: state.visible, progress: 0 };
}

/**
 * The bar after showing `shownMs`, once the 200 ms throttle has passed (docs/product.md#animations).
 */
export function showingLoadingBar(shownMs: number): LoadingBarState {
  return { visible: true, progress: loadingProgress(shownMs) };
}

/**
 * The page has loaded: a showing bar fills up and waits the 500 ms before it hides
 * (docs/product.md#animations); a load that ended within the throttle never showed one.
 */
export function finishLoadingBar(state: LoadingBarState): LoadingBarState {
  return state.visible ? { visible: true, progress: 100 } : HIDDEN_LOADING_BAR;
}
