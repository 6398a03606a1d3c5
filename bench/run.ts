/**
 * `npm run bench`: builds the shop in memory and http mode into /tmp/bench-*, serves
 * them with the stub backend, measures Lighthouse, bytes, scale and requests, prints one table
 * against bench/budget.json and exits 1 when a figure misses it. The floor (bench/floor, info
 * only) is Lighthouse on the mandated libraries alone. `BENCH_ONLY=lighthouse,floor,bytes,
 * scale,requests` runs some parts; `BENCH_RUNS` sets the Lighthouse runs per page (3).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { allPass, check, type Budget, type Figure } from './budget';
import { measureBytes, type LargeChunk } from './bytes';
import { measureFloor, measureLighthouse } from './lighthouse';
import { measureRequests } from './requests';
import { measureScale } from './scale';
import { build, buildFloor, startPreview, startStub, stopAll, type BuildMode } from './servers';
import { formatTable } from './table';

const PARTS = ['lighthouse', 'floor', 'bytes', 'scale', 'requests'] as const;
type Part = (typeof PARTS)[number];

const only = process.env.BENCH_ONLY?.split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const unknown = only?.filter((part) => !PARTS.includes(part as Part)) ?? [];
if (unknown.length > 0) {
  console.error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; use ${PARTS.join(', ')}`);
  process.exit(2);
}
const parts = new Set<Part>((only as Part[] | undefined) ?? PARTS);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const budget = JSON.parse(
  readFileSync(new URL('./budget.json', import.meta.url), 'utf8'),
) as Budget;

/** Which builds the chosen parts need. */
function modesFor(chosen: ReadonlySet<Part>): BuildMode[] {
  const modes = new Set<BuildMode>();
  if (chosen.has('bytes') || chosen.has('scale')) modes.add('memory');
  if (chosen.has('bytes') || chosen.has('lighthouse') || chosen.has('requests')) modes.add('http');
  return [...modes];
}

async function main(): Promise<number> {
  const started = Date.now();
  const log = (text: string) =>
    console.log(`[bench ${Math.round((Date.now() - started) / 1000)} s] ${text}`);
  const modes = modesFor(parts);
  for (const mode of modes) {
    log(`building ${mode}`);
    await build(mode);
  }
  if (parts.has('floor')) {
    log('building the floor');
    await buildFloor();
  }
  if (modes.includes('http')) await startStub();
  for (const mode of modes) await startPreview(mode);
  if (parts.has('floor')) await startPreview('floor');
  log(`serving ${[...modes, ...(parts.has('floor') ? ['floor'] : [])].join(' and ')}`);

  const figures: Figure[] = [];
  const raw: Record<string, unknown> = {};
  let largest: LargeChunk[] = [];
  const notes: string[] = [];
  if (parts.has('lighthouse')) {
    log(`lighthouse, ${runs} run(s) per page`);
    const result = await measureLighthouse(runs);
    figures.push(...result.figures);
    raw.lighthouse = result.raw;
    notes.push(...result.notes);
  }
  if (parts.has('floor')) {
    log(`floor (mandated libraries only), ${runs} run(s)`);
    figures.push(...(await measureFloor(runs)));
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
  console.log(`\n${formatTable(checked)}\n`);
  if (largest.length > 0) {
    console.log('Largest chunks of the http build (gzip):');
    for (const { chunk, gzip, madeOf } of largest) {
      console.log(
        `  ${(gzip / 1000).toFixed(1).padStart(7)} KB  ${chunk}${madeOf ? `  (${madeOf})` : ''}`,
      );
    }
    console.log('');
  }
  if (notes.length > 0) {
    console.log('Lighthouse audits under 0.9 in any run (details in bench/results/latest.json):');
    for (const note of notes) console.log(`  ${note}`);
    console.log('');
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const passed = allPass(checked);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('./results/latest.json', import.meta.url),
    `${JSON.stringify({ date: new Date().toISOString(), seconds, runs, passed, figures: checked, largest, raw }, null, 2)}\n`,
  );
  log(`${passed ? 'within budget' : 'OVER BUDGET'}; full results in bench/results/latest.json`);
  return passed ? 0 : 1;
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  stopAll();
}
process.exit(code);
