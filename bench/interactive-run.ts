import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { DEVTOOLS_THROTTLING } from './lighthouse-run';
import {
  blockingTime,
  contentLcp,
  interactionLatency,
  longestTask,
  EVENT_THRESHOLD_MS,
} from './interactive-metrics';
import { PROBE_SCRIPT, readProbe, waitForInteractive } from './interactive-probe';
import { skipInvitations } from './pages';

/**
 * One throttled load as a phone shopper waits for it: a fresh browser context (empty HTTP cache,
 * no service worker) with the invitations answered, Lighthouse's mobile network and 4× CPU
 * applied through CDP, the page loaded until it marks itself interactive and the network is
 * quiet; then, on a shop page, one interaction timed as INP reads it.
 */

/** Lighthouse's mobile preset: its screen (412 × 823 at 1.75) and a phone's user agent. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
} as const;

/**
 * gzip, as the shop's server sends it (hono's compress has no brotli): the floor's host would
 * send brotli, and the two pages' bytes and times would not be read on the same scale.
 */
const GZIP = { extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' } } as const;

/** How long the network must be quiet to count as idle: over a round trip of the throttled link. */
const QUIET_MS = 1500;
/** A load not interactive by then has failed (a throttled shop page takes ~4–5 s). */
const INTERACTIVE_TIMEOUT_MS = 60_000;
/** Past this, the bytes are counted as they stand (a page polling forever is never quiet). */
const IDLE_TIMEOUT_MS = 30_000;

/** An interaction on a loaded page: what is done first (uncounted), and the timed tap. */
export interface Interaction {
  readonly name: string;
  /** Brings the control on screen (a panel opened, a facet unfolded); not timed. */
  readonly prepare?: (page: Page) => Promise<void>;
  /** The real input whose latency counts, resolved once its result shows. */
  readonly act: (page: Page) => Promise<void>;
}

export interface LoadFigures {
  readonly fcp: number;
  readonly lcp: number;
  readonly interactive: number;
  readonly blocking: number;
  readonly longestTask: number;
  /** Script response bodies as sent (gzip from the server), in bytes. */
  readonly jsBytes: number;
  readonly scripts: number;
  readonly encodings?: string;
  readonly scriptFiles?: Readonly<Record<string, number>>;
  /** The interaction's latency in ms; at the threshold (16) when no entry reached it. */
  readonly inp?: number;
  readonly inpBelowThreshold?: boolean;
}

/** Counts requests in flight, to wait for a quiet network. */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async function waitForQuiet(): Promise<boolean> {
    const until = Date.now() + IDLE_TIMEOUT_MS;
    while (Date.now() < until) {
      if (inFlight <= 0 && Date.now() - lastChange >= QUIET_MS) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
}

/**
 * The body sizes of the page's script responses, as they came over the wire, and each script's
 * (by path) for whoever cuts them.
 */
function trackScripts(page: Page) {
  const sizes: Promise<readonly [string, number]>[] = [];
  const encodings = new Set<string>();
  const counted = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    const measured = async (): Promise<readonly [string, number]> => {
      const response = await request.response();
      encodings.add(response?.headers()['content-encoding'] ?? 'none');
      return [new URL(request.url()).pathname, (await request.sizes()).responseBodySize];
    };
    sizes.push(measured().catch(() => [request.url(), Number.NaN] as const));
  };
  page.on('requestfinished', counted);
  return async () => {
    page.off('requestfinished', counted);
    const files = await Promise.all(sizes);
    const bytes = files.reduce((sum, [, size]) => sum + size, 0);
    const encoding = [...encodings].sort().join(', ');
    return { bytes, count: files.length, encodings: encoding, files: Object.fromEntries(files) };
  };
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(PROBE_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // The figures Lighthouse's devtools throttling sends (kbps × 1024 / 8 bytes a second).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: DEVTOOLS_THROTTLING.requestLatencyMs,
    downloadThroughput: (DEVTOOLS_THROTTLING.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (DEVTOOLS_THROTTLING.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {
    rate: DEVTOOLS_THROTTLING.cpuSlowdownMultiplier,
  });
  return page;
}

/**
 * One load of `url` unthrottled and uncounted: the server's first render of a page and the
 * stub's first answers are slower than every later one (a cold process), which no shopper of a
 * running shop meets.
 */
export async function warmUp(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    await skipInvitations(context, new URL(url).origin);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await context.close();
  }
}

/** Loads `url` throttled in a fresh context and measures it (and `interaction`, if given). */
export async function interactiveRun(
  browser: Browser,
  url: string,
  interaction?: Interaction,
): Promise<LoadFigures & { readonly warnings: readonly string[] }> {
  const context = await browser.newContext({ ...PHONE, ...GZIP, serviceWorkers: 'block' });
  const warnings: string[] = [];
  try {
    await skipInvitations(context, new URL(url).origin);
    const page = await throttledPage(context);
    const waitForQuiet = trackRequests(page);
    const scriptBytes = trackScripts(page);
    const answer = await page.goto(url, { waitUntil: 'commit' });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    await waitForInteractive(page, INTERACTIVE_TIMEOUT_MS);
    if (!(await waitForQuiet())) warnings.push(`network not quiet ${IDLE_TIMEOUT_MS} ms on`);
    const scripts = await scriptBytes();
    const probe = await readProbe(page);
    if (probe.unsupported) warnings.push(`not observed: ${probe.unsupported.join(', ')}`);
    const observed = (type: string) => !probe.unsupported?.includes(type);
    const interactive = probe.interactive ?? Number.NaN;
    const fcp = probe.fcp ?? Number.NaN;
    const load: LoadFigures = {
      fcp,
      lcp: contentLcp(probe.paints),
      interactive,
      // No long-task observer would read as no long task: unmeasured, so its rules fail.
      blocking: observed('longtask') ? blockingTime(probe.longTasks, fcp, interactive) : Number.NaN,
      longestTask: observed('longtask') ? longestTask(probe.longTasks, interactive) : Number.NaN,
      jsBytes: scripts.bytes,
      scripts: scripts.count,
      encodings: scripts.encodings,
      scriptFiles: scripts.files,
    };
    if (!interaction) return { ...load, warnings };
    await interaction.prepare?.(page);
    const from = await page.evaluate(() => performance.now());
    await interaction.act(page);
    // Event Timing entries arrive after the next frame is presented; give them a moment.
    await page.waitForTimeout(1000);
    const latency = interactionLatency((await readProbe(page)).events, from);
    return {
      ...load,
      inp: observed('event') ? (latency ?? EVENT_THRESHOLD_MS) : Number.NaN,
      inpBelowThreshold: latency === undefined,
      warnings,
    };
  } finally {
    await context.close();
  }
}
