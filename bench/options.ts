import { TARGETS, type Target } from './lighthouse';
import { PAGES } from './pages';

/**
 * The bench's settings, from the environment, checked before anything is built:
 * - `BENCH_ONLY=lighthouse,first-visit,interactive,server,overload,memory,floor,bytes,scale,requests`:
 *   some parts (all);
 * - `BENCH_RUNS`: runs per page of every judged timing — the ssr devtools column and the
 *   interactive part (7, the least the budget is judged on); the information-only Lighthouse
 *   columns (csr, ssr lantern, first visit) take at most 3;
 * - `BENCH_PAGES=category,product`: some of the pages, for Lighthouse, the server and the
 *   interactive part (all five; the interactive part loads home, category and product only);
 * - `BENCH_DIR`: where the builds go (/tmp);
 * - `BENCH_TARGETS=ssr`: one target for Lighthouse (`csr,ssr`);
 * - `BENCH_SERVER_SECONDS`, `BENCH_TOGGLES`, `BENCH_SKIP_BUILD=1`: see their parts.
 */
export const PARTS = [
  'lighthouse',
  'first-visit',
  'interactive',
  'server',
  'overload',
  'memory',
  'floor',
  'bytes',
  'scale',
  'requests',
] as const;
export type Part = (typeof PARTS)[number];

/** The runs a timing rule is judged on: fewer and the verdicts are a development reading. */
export const JUDGED_RUNS = 7;
/** Runs of a column no rule judges (its figures are information). */
export const INFO_RUNS = 3;

export interface BenchOptions {
  readonly parts: ReadonlySet<Part>;
  readonly runs: number;
  readonly pages: Readonly<Record<string, string>>;
  readonly targets: readonly Target[];
}

/** A comma-separated setting's names, each checked against `known`; undefined when unset. */
function listOf<T extends string>(name: string, known: readonly T[]): T[] | undefined {
  const names = process.env[name]
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names === undefined || names.length === 0) return undefined;
  const unknown = names.filter((part) => !known.includes(part as T));
  if (unknown.length > 0) {
    console.error(`${name}: unknown ${unknown.join(', ')}; use ${known.join(', ')}`);
    process.exit(2);
  }
  return names as T[];
}

export function benchOptions(): BenchOptions {
  const pageNames = Object.keys(PAGES) as (keyof typeof PAGES)[];
  const pages = listOf('BENCH_PAGES', pageNames) ?? pageNames;
  return {
    parts: new Set(listOf('BENCH_ONLY', PARTS) ?? PARTS),
    runs: Math.max(1, Number(process.env.BENCH_RUNS ?? JUDGED_RUNS)),
    pages: Object.fromEntries(pages.map((page) => [page, PAGES[page]])),
    targets: listOf('BENCH_TARGETS', TARGETS) ?? TARGETS,
  };
}
