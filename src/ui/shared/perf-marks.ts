/**
 * Scale benchmark (`npm run bench`): User Timing marks around a facet toggle, read by
 * bench/scale.ts. `shop:facet-toggle` when the shopper ticks a facet value, `shop:facet-render`
 * measured when the toggled list's results have committed. Marks are cheap, print nothing and
 * leave the page alone; where User Timing is missing they are skipped.
 */
export const FACET_TOGGLE_MARK = 'shop:facet-toggle';
export const FACET_RENDER_MEASURE = 'shop:facet-render';

/** The named query whose toggle awaits its render, if any. */
let pendingQuery: string | null = null;

function timing(): Performance | undefined {
  return typeof performance !== 'undefined' && typeof performance.mark === 'function'
    ? performance
    : undefined;
}

/** The shopper toggled a facet of `queryName`. */
export function markFacetToggle(queryName: string): void {
  const perf = timing();
  if (!perf) return;
  pendingQuery = queryName;
  perf.mark(FACET_TOGGLE_MARK);
}

/** `queryName`'s list committed its settled results; measures from the toggle once. */
export function measureFacetRender(queryName: string): void {
  const perf = timing();
  if (!perf || pendingQuery !== queryName) return;
  pendingQuery = null;
  try {
    perf.measure(FACET_RENDER_MEASURE, FACET_TOGGLE_MARK);
  } catch {
    // The toggle's mark was cleared meanwhile (performance.clearMarks): nothing to measure.
  }
}
