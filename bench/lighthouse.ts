import { readdirSync } from 'node:fs';
import type { Figure } from './budget';
import { gzipSize, kb } from './bytes';
import { CATEGORIES, lighthouseRun, type Run, type RunOptions } from './lighthouse-run';
import { CART_BEFORE } from './pages';
import { originOf, outDirOf, type Served } from './servers';
import { median, medianPerKey } from './stats';

/**
 * Lighthouse on the shop's pages as two targets meet shoppers — `csr`, the client-rendered http
 * build behind bench/static-server.ts, and `ssr`, the production server in http mode — under
 * Lantern and under devtools throttling, taken in turn so the machine's changing load falls on
 * every column alike. Each column's figures are the median of its runs.
 */
export type Target = 'csr' | 'ssr';
export const TARGETS: readonly Target[] = ['csr', 'ssr'];
const SERVED: Record<Target, Served> = { csr: 'http', ssr: 'ssr' };

export interface Variant extends RunOptions {
  readonly target: Target;
}

/**
 * The table's columns. Lantern loads as a first visit, as the bench always has, so the first
 * rules hold what they held (its unthrottled load is over before the membership modal's 5 s);
 * devtools with the invitations answered, so the budget holds the content's own figures; and a
 * first visit under devtools for what a new shopper sees.
 */
export const VARIANTS = {
  'csr lantern': { target: 'csr', method: 'lantern', answered: false },
  'ssr lantern': { target: 'ssr', method: 'lantern', answered: false },
  'csr devtools': { target: 'csr', method: 'devtools', answered: true },
  'ssr devtools': { target: 'ssr', method: 'devtools', answered: true },
  'ssr first visit': { target: 'ssr', method: 'devtools', answered: false },
} as const satisfies Record<string, Variant>;
export type Column = keyof typeof VARIANTS;

/**
 * A figure's name, which bench/budget.json's rules name: the client-rendered build under Lantern
 * keeps the names the bench gave it before the server was measured; every other column says
 * which it is (`LCP (ssr devtools)`).
 */
export const metricName = (base: string, column: Column) =>
  column === 'csr lantern' ? base : `${base} (${column})`;

const ROWS = [
  ...CATEGORIES.map((category) => ({ key: category, base: `lighthouse ${category}`, unit: '' })),
  { key: 'lcp', base: 'LCP', unit: 'ms' },
  { key: 'fcp', base: 'FCP', unit: 'ms' },
  { key: 'tbt', base: 'TBT', unit: 'ms' },
  { key: 'cls', base: 'CLS', unit: '' },
] as const;

const FAILED: Run = { figures: {}, misses: {}, lcpElement: 'none', warnings: [] };

/** A run, once more if Lighthouse throws (a protocol time-out on a loaded machine). */
async function runOnce(url: string, variant: RunOptions): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, variant);
    } catch (error) {
      if (attempt === 2) return { ...FAILED, warnings: [`failed twice: ${String(error)}`] };
    }
  }
}

function figuresOf(page: string, column: Column, runs: readonly Run[]): Figure[] {
  const medians = medianPerKey(runs.map((run) => run.figures));
  return ROWS.map(({ key, base, unit }) => {
    const value = medians[key] ?? NaN;
    const rounded = key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
    const row = unit ? `${base} (${unit})` : base;
    return {
      metric: metricName(base, column),
      where: page,
      value: rounded,
      ...(unit ? { unit } : {}),
      column,
      row: row.replace(/^lighthouse /, ''),
    };
  });
}

/** The most frequent LCP element of a column's runs: the last two steps of its selector. */
function usualLcpElement(runs: readonly Run[]): string {
  const counts = new Map<string, number>();
  for (const run of runs) {
    const short = run.lcpElement.split(' "')[0]!.split(' > ').slice(-2).join(' > ');
    counts.set(short, (counts.get(short) ?? 0) + 1);
  }
  const [element, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  return `${element} (${count}/${runs.length})`;
}

/**
 * The one column the budget judges: what a returning phone shopper gets from the server. The
 * others — the client-rendered build no shopper is served, Lantern's simulation, a first visit —
 * are information beside it, and take fewer runs so the bench stays affordable.
 */
export const JUDGED_COLUMN: Column = 'ssr devtools';

/**
 * Lighthouse per page and column: `runs` runs for the judged column, `infoRuns` for the others,
 * median per figure; the ssr − csr Lantern performance per page when both were run.
 */
export async function measureLighthouse(options: {
  readonly pages: Readonly<Record<string, string>>;
  readonly columns: readonly Column[];
  readonly runs: number;
  readonly infoRuns: number;
}): Promise<{ figures: Figure[]; raw: unknown; notes: string[] }> {
  const figures: Figure[] = [];
  const raw: Record<string, unknown> = {};
  const notes: string[] = [];
  const runsOf = (column: Column) => (column === JUDGED_COLUMN ? options.runs : options.infoRuns);
  for (const [page, path] of Object.entries(options.pages)) {
    const results = new Map<Column, Run[]>(options.columns.map((column) => [column, []]));
    const rounds = Math.max(...options.columns.map(runsOf));
    for (let round = 0; round < rounds; round += 1) {
      for (const column of options.columns) {
        if (round >= runsOf(column)) continue;
        const variant = VARIANTS[column];
        results.get(column)!.push(
          await runOnce(`${originOf(SERVED[variant.target])}${path}`, {
            ...variant,
            cartFrom: CART_BEFORE[page as keyof typeof CART_BEFORE],
          }),
        );
        process.stdout.write('.');
      }
    }
    raw[page] = Object.fromEntries(results);
    const elements: string[] = [];
    for (const [column, runs] of results) {
      figures.push(...figuresOf(page, column, runs));
      elements.push(`${column}: ${usualLcpElement(runs)}`);
      for (const category of CATEGORIES) {
        const ids = new Set(runs.flatMap((run) => run.misses[category] ?? []));
        const names = [...new Set([...ids].map((miss) => miss.replace(/ \(.*$/, '')))];
        if (names.length > 0) notes.push(`${page} ${column} ${category}: ${names.join(', ')}`);
      }
      const warnings = new Set(runs.flatMap((run) => run.warnings));
      for (const warning of warnings) notes.push(`${page} ${column} warning: ${warning}`);
    }
    notes.push(`${page} LCP element — ${elements.join('; ')}`);
    const lantern = (column: Column) =>
      results.has(column)
        ? median(results.get(column)!.map((run) => run.figures.performance ?? NaN))
        : undefined;
    const [csr, ssr] = [lantern('csr lantern'), lantern('ssr lantern')];
    if (csr !== undefined && ssr !== undefined) {
      figures.push({
        metric: 'lighthouse performance ssr − csr (lantern)',
        where: page,
        value: ssr - csr,
      });
    }
  }
  process.stdout.write('\n');
  return { figures, raw, notes };
}

/**
 * The floor (bench/floor): Lighthouse on a page of the mandated libraries alone, no shop code
 * and no data, and its script's gzip size — what the shop's figures are read against. Info
 * only: its metrics carry the `floor ` prefix, which no budget rule names.
 */
export async function measureFloor(runs: number): Promise<Figure[]> {
  const results: Run[] = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await runOnce(`${originOf('floor')}/`, { method: 'lantern', answered: false }));
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  const medians = medianPerKey(results.map((result) => result.figures));
  const where = 'mandated libraries only';
  return [
    { metric: 'floor lighthouse performance', where, value: medians.performance ?? NaN },
    { metric: 'floor LCP', where, value: Math.round(medians.lcp ?? NaN), unit: 'ms' },
    { metric: 'floor TBT', where, value: Math.round(medians.tbt ?? NaN), unit: 'ms' },
    { metric: 'floor FCP', where, value: Math.round(medians.fcp ?? NaN), unit: 'ms' },
    { metric: 'floor JS gzip', where, value: floorScriptKb(), unit: 'KB' },
  ];
}

/** The floor's scripts, gzip level 9 as the shop's byte figures, in KB (1000 bytes). */
function floorScriptKb(): number {
  const scripts = readdirSync(`${outDirOf('floor')}/assets`).filter((file) => file.endsWith('.js'));
  return kb(scripts.reduce((sum, file) => sum + gzipSize('floor', `assets/${file}`), 0));
}
