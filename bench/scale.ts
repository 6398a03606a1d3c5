import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { FACET_RENDER_MEASURE } from '@/ui/shared/perf-marks';
import type { Figure } from './budget';
import { SCALE_CATEGORY, skipInvitations } from './pages';
import { CHROMIUM, CHROMIUM_FLAGS, originOf } from './servers';
import { median } from './stats';

/** Toggles per catalogue size (≥ 7, on and off in turn); `BENCH_TOGGLES` changes it. */
const TOGGLES = Math.max(7, Number(process.env.BENCH_TOGGLES ?? 15));

/** One facet toggle: from the tick to the grid's commit (src/ui/app/perf-marks.ts), in ms. */
async function toggleOnce(page: Page, name: string): Promise<number> {
  await page.evaluate((measure) => performance.clearMeasures(measure), FACET_RENDER_MEASURE);
  await page.getByRole('dialog').getByRole('checkbox', { name, exact: true }).click();
  const handle = await page.waitForFunction(
    (measure) => performance.getEntriesByName(measure)[0]?.duration,
    FACET_RENDER_MEASURE,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * The facets toggled: a colour narrows the list; the category (the page's own, one value)
 * reruns the query over as many products. Both are a shopper's ticks; neither is picked to pass.
 */
const FACETS = [
  { label: 'colour', button: /^Färg/ },
  { label: 'category', button: /^Kategori/ },
] as const;

/** A category page of a `size`-product catalogue with `facet` unfolded; its first value's name. */
async function prepare(browser: Browser, size: number, facet: RegExp) {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    serviceWorkers: 'block',
  });
  await skipInvitations(context, originOf('memory'));
  const page = await context.newPage();
  await page.goto(`${originOf('memory')}${SCALE_CATEGORY}?catalogue=${size}`);
  await page.getByRole('button', { name: 'Filtrera', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // The facet's heading button (its name also holds the CSS "+" sign) unfolds its values.
  await dialog.getByRole('button', { name: facet }).click();
  const name = await dialog
    .locator('ul:not([hidden]) input[type=checkbox]:not([disabled])')
    .first()
    .evaluate((input) => input.closest('label')?.textContent?.trim() ?? '');
  if (!name) throw new Error('scale: no facet value to toggle');
  // One toggle on and off first, uncounted: the first runs measure the JIT's warm-up.
  await toggleOnce(page, name);
  await toggleOnce(page, name);
  return { page, name };
}

/**
 * The facet toggle times with 500 and 5,000 generated products (memory build), taken in turn
 * on two open pages so that the machine's changing load falls on both alike.
 */
async function toggleTimes(facet: RegExp): Promise<{ small: number[]; large: number[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const small = await prepare(browser, 500, facet);
    const large = await prepare(browser, 5000, facet);
    const times = { small: [] as number[], large: [] as number[] };
    for (let toggle = 0; toggle < TOGGLES; toggle += 1) {
      times.small.push(await toggleOnce(small.page, small.name));
      times.large.push(await toggleOnce(large.page, large.name));
    }
    return times;
  } finally {
    await browser.close();
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Scale: facet toggle → grid re-render, 500 vs 5,000 generated products (median each). */
export async function measureScale(): Promise<{ figures: Figure[]; raw: unknown }> {
  const figures: Figure[] = [];
  const raw: Record<string, unknown> = {};
  for (const { label, button } of FACETS) {
    const { small, large } = await toggleTimes(button);
    raw[label] = { small, large };
    const where = `${SCALE_CATEGORY} ${label}`;
    const metric = 'facet toggle → grid';
    figures.push({ metric, where: `${where} 500`, value: round(median(small)), unit: 'ms' });
    figures.push({ metric, where: `${where} 5000`, value: round(median(large)), unit: 'ms' });
    figures.push({
      metric: 'scale ratio 5000/500',
      where,
      value: Number((median(large) / median(small)).toFixed(2)),
    });
  }
  return { figures, raw };
}
