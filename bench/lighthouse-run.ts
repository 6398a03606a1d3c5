import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { skipInvitations } from './pages';
import { CHROMIUM, CHROMIUM_FLAGS } from './servers';

/**
 * One Lighthouse run in a fresh Chrome, under either throttling: Lantern (the default, simulated
 * from an unthrottled load) or devtools (the load itself throttled). On loopback Lantern cannot
 * credit server-rendered HTML (the scripts have arrived before the first frame), so the server
 * is judged under devtools throttling with the mobile preset's own figures.
 */
export type Method = 'lantern' | 'devtools';

/** Lighthouse's mobile preset (`mobileSlow4G`) applied to the load for real. */
export const DEVTOOLS_THROTTLING = {
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
} as const;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

export interface RunOptions {
  readonly method: Method;
  /** The invitations (newsletter, membership) answered before the load, as a returning shopper's. */
  readonly answered: boolean;
  /** A product page whose first size goes in the cart before the load (the checkout's). */
  readonly cartFrom?: string | undefined;
}

export interface Run {
  readonly figures: Record<string, number>;
  /** Audits short of full marks, by category (opportunities and failures), for the lead. */
  readonly misses: Record<string, string[]>;
  /** The largest paint's element, to see what the LCP figure is the paint of. */
  readonly lcpElement: string;
  /** Lighthouse's own warnings and its error, if the run had one. */
  readonly warnings: readonly string[];
}

/**
 * The invitations' cookies set in the browser's own cookie jar, where the shop's script reads
 * them (`document.cookie`): Playwright attaches to the launched Chrome, sets them on its default
 * profile — the one Lighthouse then opens its tab in — and detaches. Lighthouse's storage reset
 * leaves cookies alone. A `Cookie` request header (`extraHeaders`) would reach the servers only.
 */
async function answerInvitations(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default profile to set cookies in');
    await skipInvitations(context, origin);
  } finally {
    await browser.close();
  }
}

/**
 * A cart with a line in the profile Lighthouse then loads the page in: the product page's add to
 * cart pressed, then the browser's HTTP cache, service worker and its caches cleared, so the
 * measured load fetches everything as a first load does while the storage that names the cart
 * stays (the run keeps storage then).
 */
async function putInCart(port: number, productUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default profile to fill a cart in');
    const page = await context.newPage();
    await page.goto(productUrl);
    // The page must be the visitor's (hydrated) before its button adds anything.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await Promise.all([
      page.waitForResponse((answer) => answer.url().includes('/cart/item/') && answer.ok()),
      page
        .getByRole('button', { name: /^Köp – / })
        .first()
        .dispatchEvent('click'),
    ]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // The visit installed the shop's service worker and its caches: a first load has neither.
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(productUrl).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.close();
  } finally {
    await browser.close();
  }
}

function flagsFor(port: number, method: Method, keepStorage: boolean): Flags {
  const common: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Lighthouse clears the origin's storage, where a cart put in before the run is named.
    disableStorageReset: keepStorage,
  };
  // The default config is the mobile preset with simulated (Lantern) throttling.
  return method === 'lantern'
    ? common
    : { ...common, throttlingMethod: 'devtools', throttling: { ...DEVTOOLS_THROTTLING } };
}

/** Lighthouse on `url` in a Chrome of its own (chrome-launcher makes a new profile each launch). */
export async function lighthouseRun(url: string, options: RunOptions): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    if (options.answered) await answerInvitations(chrome.port, new URL(url).origin);
    if (options.cartFrom) await putInCart(chrome.port, new URL(options.cartFrom, url).href);
    const keepStorage = options.cartFrom !== undefined;
    const result = await lighthouse(url, flagsFor(chrome.port, options.method, keepStorage));
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const figures: Record<string, number> = {};
    for (const category of CATEGORIES) {
      figures[category] = Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
    }
    for (const [name, audit] of Object.entries(METRICS)) {
      figures[name] = lhr.audits[audit]?.numericValue ?? Number.NaN;
    }
    const misses: Record<string, string[]> = {};
    for (const category of CATEGORIES) {
      misses[category] = (lhr.categories[category]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${audit!.id}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`);
    }
    const warnings = [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...lhr.runWarnings.map(String),
    ];
    return { figures, misses, lcpElement: lcpElementOf(lhr.audits), warnings };
  } finally {
    chrome.kill();
  }
}

/** The LCP element's selector (and a few words of it), from the audit of that name. */
function lcpElementOf(audits: Record<string, { details?: unknown }>): string {
  const details = audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return 'none';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40);
  return `${node.selector ?? '?'}${label ? ` "${label}"` : ''}`;
}
