/**
 * The interactive part's figures, computed from what the page's probe recorded
 * (bench/interactive-probe.ts): pure functions of the entries, so they can be tested apart.
 */

/** A `longtask` entry: a main-thread task of 50 ms or more. */
export interface LongTask {
  readonly startTime: number;
  readonly duration: number;
}

/** An Event Timing entry (`event`, durationThreshold 16): `interactionId` 0 belongs to none. */
export interface EventEntry {
  readonly name: string;
  readonly startTime: number;
  readonly duration: number;
  readonly interactionId: number;
}

/** A `largest-contentful-paint` entry, and whether its element sat in a dialog (an invitation). */
export interface PaintEntry {
  readonly startTime: number;
  readonly size: number;
  readonly inDialog: boolean;
}

/** Chromium reports a task as long from 50 ms; what lies beyond blocks input (TBT's rule). */
const BLOCKING_FROM_MS = 50;

/** Event Timing reports nothing shorter than its threshold (16 ms, the API's least). */
export const EVENT_THRESHOLD_MS = 16;

/**
 * Blocking time between `from` and `to` (FCP and interactive): each long task clipped to the
 * window, its part over 50 ms summed, as Lighthouse's total blocking time clips to FCP and TTI.
 */
export function blockingTime(tasks: readonly LongTask[], from: number, to: number): number {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return Number.NaN;
  return tasks.reduce((sum, task) => {
    const start = Math.max(task.startTime, from);
    const end = Math.min(task.startTime + task.duration, to);
    return sum + Math.max(0, end - start - BLOCKING_FROM_MS);
  }, 0);
}

/**
 * The longest task that began before `until` (interactive), whole; 0 when none was long (none
 * reached 50 ms).
 */
export function longestTask(tasks: readonly LongTask[], until: number): number {
  if (!Number.isFinite(until)) return Number.NaN;
  return tasks
    .filter((task) => task.startTime < until)
    .reduce((longest, task) => Math.max(longest, task.duration), 0);
}

/**
 * An interaction's latency as INP reads it: the entries from `from` on grouped by
 * `interactionId`, each interaction's longest entry, and the slowest interaction. `undefined`
 * when no entry reached the threshold — the interaction took less than 16 ms to its next paint.
 */
export function interactionLatency(
  entries: readonly EventEntry[],
  from: number,
): number | undefined {
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId === 0 || entry.startTime < from) continue;
    const longest = byInteraction.get(entry.interactionId) ?? 0;
    byInteraction.set(entry.interactionId, Math.max(longest, entry.duration));
  }
  return byInteraction.size === 0 ? undefined : Math.max(...byInteraction.values());
}

/**
 * The content's largest paint: the last (largest) paint whose element was not in a dialog — the
 * membership invitation's picture is not the page's content. NaN when there was none.
 */
export function contentLcp(paints: readonly PaintEntry[]): number {
  const content = paints.filter((paint) => !paint.inDialog);
  if (content.length === 0) return Number.NaN;
  return content.reduce((largest, paint) => (paint.size >= largest.size ? paint : largest))
    .startTime;
}
