import type { Page } from '@playwright/test';
import type { EventEntry, LongTask, PaintEntry } from './interactive-metrics';

/** What the probe recorded in the page; times are `performance.now()`, from navigation start. */
export interface ProbeRecord {
  /** When `<html>` got `data-interactive` (the shop's hydration, the floor's first render). */
  readonly interactive: number | null;
  readonly fcp: number | null;
  readonly paints: readonly PaintEntry[];
  readonly longTasks: readonly LongTask[];
  readonly events: readonly EventEntry[];
  /** Entry types this Chromium would not observe: their figures are not to be trusted. */
  readonly unsupported?: readonly string[];
}

/**
 * The probe, run before any of the page's own scripts (an init script). A string, not a function:
 * tsx's compiled functions can name helpers the page does not have. The MutationObserver watches
 * `document`, since `<html>` may not exist yet when an init script runs; the observers take their
 * buffered entries too.
 */
export const PROBE_SCRIPT = `(() => {
  if (window.__benchProbe) return;
  const probe = { interactive: null, fcp: null, paints: [], longTasks: [], events: [] };
  window.__benchProbe = probe;
  new MutationObserver(() => {
    const html = document.documentElement;
    if (probe.interactive === null && html && html.hasAttribute('data-interactive')) {
      probe.interactive = performance.now();
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-interactive'], subtree: true });
  const observe = (type, record, options) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record))
        .observe({ type, buffered: true, ...options });
    } catch (error) {
      probe.unsupported = (probe.unsupported || []).concat(type);
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => probe.paints.push({
    startTime: entry.startTime,
    size: entry.size,
    inDialog: Boolean(entry.element && entry.element.closest('dialog')),
  }));
  observe('longtask', (entry) =>
    probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration }));
  observe('event', (entry) => probe.events.push({
    name: entry.name,
    startTime: entry.startTime,
    duration: entry.duration,
    interactionId: entry.interactionId || 0,
  }), { durationThreshold: 16 });
})();`;

declare global {
  interface Window {
    __benchProbe?: ProbeRecord;
  }
}

/** The probe's record so far. */
export async function readProbe(page: Page): Promise<ProbeRecord> {
  const record = await page.evaluate(() => window.__benchProbe);
  if (!record) throw new Error(`no probe in ${page.url()}`);
  return record;
}

/** Waits until the page marks itself interactive; the time comes from the probe, not the wait. */
export async function waitForInteractive(page: Page, timeoutMs: number): Promise<number> {
  // A slow poll: the wait itself must not add work to the throttled main thread.
  const handle = await page.waitForFunction(() => window.__benchProbe?.interactive ?? false, null, {
    polling: 250,
    timeout: timeoutMs,
  });
  return (await handle.jsonValue()) as number;
}
