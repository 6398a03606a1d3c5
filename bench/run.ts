/**
 * `npm run bench`: builds the shop into /tmp/bench-* — client-rendered in memory and http mode,
 * and the production server as `npm run build` makes it — serves them with the stub backend,
 * measures them, prints the figures against bench/budget.json (Lighthouse's with the two targets
 * side by side) and exits 1 when a figure misses it. Settings: see bench/options.ts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { allPass, check, type Budget, type Figure } from './budget';
import { measureBytes, type LargeChunk } from './bytes';
import { measureInteractive, INTERACTIVE_COLUMNS } from './interactive';
import {
  JUDGED_COLUMN,
  measureFloor,
  measureLighthouse,
  VARIANTS,
  type Column,
} from './lighthouse';
import { benchOptions, INFO_RUNS, JUDGED_RUNS, type Part } from './options';
import { measureRequests } from './requests';
import { measureScale } from './scale';
import { measureServer } from './server-load';
import { measureMemory } from './server-memory';
import { measureOverload } from './server-overload';
import * as servers from './servers';
import { formatSideBySide, formatTable } from './table';

const options = benchOptions();
const { parts, runs } = options;
const budget = JSON.parse(
  readFileSync(new URL('./budget.json', import.meta.url), 'utf8'),
) as Budget;

/** The Lighthouse columns the chosen parts and targets ask for. */
function columnsFor(chosen: ReadonlySet<Part>): Column[] {
  return (Object.keys(VARIANTS) as Column[]).filter((column) => {
    const first = column === 'ssr first visit';
    return (
      options.targets.includes(VARIANTS[column].target) &&
      chosen.has(first ? 'first-visit' : 'lighthouse')
    );
  });
}

/** Which client-rendered builds the chosen parts need. */
function modesFor(chosen: ReadonlySet<Part>, columns: readonly Column[]): servers.BuildMode[] {
  const modes = new Set<servers.BuildMode>();
  if (chosen.has('bytes') || chosen.has('scale')) modes.add('memory');
  const csr = columns.some((column) => VARIANTS[column].target === 'csr');
  if (chosen.has('bytes') || csr || chosen.has('requests')) modes.add('http');
  return [...modes];
}

async function main(): Promise<number> {
  const started = Date.now();
  const log = (text: string) =>
    console.log(`[bench ${Math.round((Date.now() - started) / 1000)} s] ${text}`);
  const columns = columnsFor(parts);
  const modes = modesFor(parts, columns);
  const interactive = parts.has('interactive');
  const ssr = columns.some((column) => VARIANTS[column].target === 'ssr') || interactive;
  const floor = parts.has('floor') || interactive;
  for (const mode of modes) {
    log(`building ${mode}`);
    await servers.build(mode);
  }
  const loaded = parts.has('server') || parts.has('overload');
  if (ssr || loaded || parts.has('memory')) {
    log('building the production server');
    await servers.buildServer();
  }
  if (floor) {
    log('building the floor');
    await servers.buildFloor();
  }
  if (modes.includes('http') || ssr) await servers.startStub();
  for (const mode of modes) await servers.startPreview(mode);
  if (floor) await servers.startPreview('floor');
  if (ssr) await servers.startServer('ssr');
  if (loaded) await servers.startServer('ssr-memory');
  if (parts.has('memory')) await servers.startServer('ssr-heap');
  const serving = [...modes, ...(floor ? ['floor'] : [])];
  if (ssr) serving.push('ssr (http mode)');
  if (loaded) serving.push('ssr (memory mode)');
  if (parts.has('memory')) serving.push('ssr (memory mode, fresh, for the memory part)');
  log(`serving ${serving.join(', ')}`);

  const figures: Figure[] = [];
  const raw: Record<string, unknown> = {};
  let largest: LargeChunk[] = [];
  const notes: string[] = [];
  const serverNotes: string[] = [];
  const interactiveNotes: string[] = [];
  if (runs < JUDGED_RUNS) {
    log(`${runs} run(s): the budget is judged on ${JUDGED_RUNS}; read the verdicts as a sketch`);
  }
  if (columns.length > 0) {
    const infoRuns = Math.min(INFO_RUNS, runs);
    log(
      `lighthouse: ${columns.join(', ')}; ${runs} run(s) per page for ${JUDGED_COLUMN}, ${infoRuns} for the others`,
    );
    const result = await measureLighthouse({ pages: options.pages, columns, runs, infoRuns });
    figures.push(...result.figures);
    raw.lighthouse = result.raw;
    notes.push(...result.notes);
  }
  if (interactive) {
    const begun = Date.now();
    log(`interactive: throttled phone loads of the server and the floor, ${runs} run(s) each`);
    const result = await measureInteractive(options.pages, runs);
    figures.push(...result.figures);
    raw.interactive = result.raw;
    interactiveNotes.push(...result.notes);
    log(`interactive took ${Math.round((Date.now() - begun) / 1000)} s`);
  }
  if (parts.has('floor')) {
    log(`floor (mandated libraries only), ${Math.min(INFO_RUNS, runs)} run(s)`);
    figures.push(...(await measureFloor(Math.min(INFO_RUNS, runs))));
  }
  if (parts.has('server')) {
    log('server: the production server in memory mode under load');
    const result = await measureServer(options.pages);
    figures.push(...result.figures);
    raw.server = result.raw;
    serverNotes.push(...result.notes);
  }
  if (parts.has('overload')) {
    log('overload: 100 connections for 15 s per page, clients giving up after 10 s');
    const result = await measureOverload(options.pages);
    figures.push(...result.figures);
    raw.overload = result.raw;
  }
  if (parts.has('memory')) {
    log(`memory: 5000 renders on a fresh server (${servers.containerNodeOptions()})`);
    const result = await measureMemory(options.pages);
    figures.push(...result.figures);
    raw.memory = result.raw;
    serverNotes.push(...result.notes);
  }
  if (parts.has('bytes')) {
    log('bytes');
    const result = await measureBytes(modes);
    figures.push(...result.figures);
    raw.bytes = result.raw;
    largest = result.largest;
  }
  if (parts.has('scale')) {
    log('scale');
    const result = await measureScale();
    figures.push(...result.figures);
    raw.scale = result.raw;
  }
  if (parts.has('requests')) {
    log('requests');
    const result = await measureRequests();
    figures.push(...result.figures);
    raw.requests = result.raw;
  }

  const checked = figures.map((figure) => check(budget, figure));
  const inColumns = (names: readonly string[]) =>
    checked.filter((figure) => figure.column !== undefined && names.includes(figure.column));
  const sideBySide = inColumns(Object.keys(VARIANTS));
  const phone = inColumns(INTERACTIVE_COLUMNS);
  if (sideBySide.length > 0) {
    console.log('\nLighthouse (mobile), median per column: csr = client-rendered build,');
    console.log('ssr = production server; lantern = simulated, first visit;');
    console.log('devtools = real throttling, invitations answered; first visit = devtools, not.\n');
    console.log(`${formatSideBySide(sideBySide, Object.keys(VARIANTS))}\n`);
  }
  if (phone.length > 0) {
    console.log(`${sideBySide.length > 0 ? '' : '\n'}What a phone shopper waits for (production`);
    console.log('server, real throttling, 4× CPU, invitations answered), median per page, beside');
    console.log('the floor loaded after each shop load in the same harness:\n');
    console.log(`${formatSideBySide(phone, INTERACTIVE_COLUMNS)}\n`);
  }
  const others = checked.filter((figure) => figure.column === undefined);
  if (others.length > 0)
    console.log(`${sideBySide.length + phone.length > 0 ? '' : '\n'}${formatTable(others)}\n`);
  if (largest.length > 0) {
    console.log('Largest chunks of the http build (gzip):');
    for (const { chunk, gzip, madeOf } of largest) {
      console.log(
        `  ${(gzip / 1000).toFixed(1).padStart(7)} KB  ${chunk}${madeOf ? `  (${madeOf})` : ''}`,
      );
    }
    console.log('');
  }
  for (const [title, lines] of [
    ['Lighthouse: audits under 0.9, warnings and LCP elements (details in latest.json):', notes],
    [
      'Interactive: failed runs, warnings, interactions under the Event Timing threshold:',
      interactiveNotes,
    ],
    ['Server:', serverNotes],
  ] as const) {
    if (lines.length === 0) continue;
    console.log(title);
    for (const note of lines) console.log(`  ${note}`);
    console.log('');
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const passed = allPass(checked);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const settings = { runs, pages: options.pages, targets: options.targets, parts: [...parts] };
  writeFileSync(
    new URL('./results/latest.json', import.meta.url),
    `${JSON.stringify({ date: new Date().toISOString(), seconds, ...settings, passed, figures: checked, largest, raw }, null, 2)}\n`,
  );
  log(`${passed ? 'within budget' : 'OVER BUDGET'}; full results in bench/results/latest.json`);
  return passed ? 0 : 1;
}

process.on('SIGINT', () => {
  servers.stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  servers.stopAll();
  process.exit(143);
});

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  servers.stopAll();
}
process.exit(code);
