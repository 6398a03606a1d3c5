import { chromium, type Browser } from '@playwright/test';
import type { Figure } from './budget';
import { kb } from './bytes';
import { INTERACTIONS } from './interactions';
import { interactiveRun, warmUp, type Interaction, type LoadFigures } from './interactive-run';
import { CHROMIUM, CHROMIUM_FLAGS, originOf } from './servers';
import { median } from './stats';

/**
 * The interactive part: what a phone shopper waits for on the production server (http mode,
 * against the stub) — first paint, the content's largest paint, the moment the page answers
 * (`data-interactive`), the blocking and longest task on the way, the scripts on the wire and
 * one interaction's latency — with the floor page (bench/floor) loaded in the same harness after
 * each shop load, so the machine's load falls on both and shows as a slower floor.
 */

/** The pages this part loads, and the columns of its table. */
export const INTERACTIVE_PAGES = ['home', 'category', 'product'] as const;
export const INTERACTIVE_COLUMNS = ['shop', 'floor', 'shop ÷ floor'] as const;

type Run = (LoadFigures & { readonly warnings: readonly string[] }) | { readonly failed: string };

const UNMEASURED: LoadFigures = {
  fcp: Number.NaN,
  lcp: Number.NaN,
  interactive: Number.NaN,
  blocking: Number.NaN,
  longestTask: Number.NaN,
  jsBytes: Number.NaN,
  scripts: Number.NaN,
  inp: Number.NaN,
};

const firstLine = (error: unknown) => String(error).split('\n')[0] ?? '';

/** A load, once more if it throws (a time-out on a loaded machine), as Lighthouse's runs are. */
async function runOnce(browser: Browser, url: string, interaction?: Interaction): Promise<Run> {
  const attempt = () => interactiveRun(browser, url, interaction);
  try {
    return await attempt();
  } catch (first) {
    try {
      return await attempt();
    } catch (second) {
      return { failed: `failed twice: ${firstLine(first)}; ${firstLine(second)}` };
    }
  }
}

const figuresOf = (run: Run): LoadFigures => ('failed' in run ? UNMEASURED : run);

type Measured = Exclude<keyof LoadFigures, 'encodings' | 'scriptFiles' | 'inpBelowThreshold'>;

/** A key's median over the measured runs; NaN (unmeasured, failing its rule) when none was. */
function medianOf(runs: readonly Run[], key: Measured): number {
  return median(runs.map((run) => figuresOf(run)[key] ?? Number.NaN));
}

const ms = (value: number) => Math.round(value);
const ratio = (shop: number, floor: number) => Number((shop / floor).toFixed(2));

/** The rows of one page: the shop's figure, the floor's beside it and their ratio. */
function figuresFor(page: string, shop: readonly Run[], floor: readonly Run[]): Figure[] {
  const row = (
    metric: string,
    label: string,
    unit: string,
    value: number,
    column: string,
  ): Figure => ({ metric, where: page, value, unit, column, row: `${label} (${unit})` });
  const figures: Figure[] = [];
  const both = (metric: string, label: string, key: Measured, withRatio: boolean) => {
    const [ours, theirs] = [medianOf(shop, key), medianOf(floor, key)];
    figures.push(row(metric, label, 'ms', ms(ours), 'shop'));
    figures.push(row(`floor ${label} (beside the shop)`, label, 'ms', ms(theirs), 'floor'));
    if (withRatio) {
      // On the same line of the table as the two figures it divides.
      const line = { where: page, column: 'shop ÷ floor', row: `${label} (ms)` };
      figures.push({ metric: `${metric} shop ÷ floor`, value: ratio(ours, theirs), ...line });
    }
  };
  both('FCP (ssr http)', 'FCP', 'fcp', false);
  figures.push(
    row('content LCP (ssr http)', 'content LCP', 'ms', ms(medianOf(shop, 'lcp')), 'shop'),
  );
  both('interactive', 'interactive', 'interactive', true);
  both('blocking time after FCP', 'blocking after FCP', 'blocking', false);
  both('longest task to interactive', 'longest task', 'longestTask', true);
  const [ours, theirs] = [medianOf(shop, 'jsBytes'), medianOf(floor, 'jsBytes')];
  figures.push(row('first-load JS (ssr http)', 'JS on the wire', 'KB', kb(ours), 'shop'));
  figures.push(
    row('floor JS on the wire (beside the shop)', 'JS on the wire', 'KB', kb(theirs), 'floor'),
  );
  const interaction = INTERACTIONS[page];
  if (interaction) {
    const label = `INP ${interaction.name}`;
    figures.push(row('INP', label, 'ms', ms(medianOf(shop, 'inp')), 'shop'));
  }
  return figures;
}

/**
 * `runs` rounds; in each, every page's throttled load and interaction, each followed by a load of
 * the floor. Per page the median of the shop's runs and of the floor's runs taken beside them.
 */
export async function measureInteractive(
  pages: Readonly<Record<string, string>>,
  runs: number,
): Promise<{ figures: Figure[]; raw: unknown; notes: string[] }> {
  const chosen = Object.entries(pages).filter(([page]) =>
    (INTERACTIVE_PAGES as readonly string[]).includes(page),
  );
  const shop = new Map<string, Run[]>(chosen.map(([page]) => [page, []]));
  const floor = new Map<string, Run[]>(chosen.map(([page]) => [page, []]));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (const [, path] of chosen) await warmUp(browser, `${originOf('ssr')}${path}`);
    await warmUp(browser, `${originOf('floor')}/`);
    for (let round = 0; round < runs; round += 1) {
      for (const [page, path] of chosen) {
        shop
          .get(page)!
          .push(await runOnce(browser, `${originOf('ssr')}${path}`, INTERACTIONS[page]));
        floor.get(page)!.push(await runOnce(browser, `${originOf('floor')}/`));
        process.stdout.write('.');
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write('\n');
  const figures = chosen.flatMap(([page]) => figuresFor(page, shop.get(page)!, floor.get(page)!));
  const notes: string[] = [];
  for (const [page] of chosen) {
    const runsOf = (which: string, list: readonly Run[]) => {
      for (const run of list) {
        if ('failed' in run) notes.push(`${page} ${which}: ${run.failed}`);
        else for (const warning of run.warnings) notes.push(`${page} ${which}: ${warning}`);
      }
    };
    runsOf('shop', shop.get(page)!);
    runsOf('floor', floor.get(page)!);
    const below = shop.get(page)!.filter((run) => !('failed' in run) && run.inpBelowThreshold);
    if (below.length > 0) {
      notes.push(
        `${page} INP: ${below.length}/${runs} run(s) had no event entry ≥ 16 ms (recorded as 16)`,
      );
    }
  }
  const raw = Object.fromEntries(
    chosen.map(([page]) => [page, { shop: shop.get(page), floor: floor.get(page) }]),
  );
  return { figures, raw, notes };
}
