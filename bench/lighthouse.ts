import { readdirSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Figure } from './budget';
import { gzipSize, kb } from './bytes';
import { PAGES } from './pages';
import { CHROMIUM, CHROMIUM_FLAGS, originOf, outDirOf } from './servers';
import { medianPerKey } from './stats';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
} as const;

interface Run {
  readonly figures: Record<string, number>;
  /** Audits short of full marks, by category (opportunities and failures), for the lead. */
  readonly misses: Record<string, string[]>;
}

/** One Lighthouse run in a fresh Chrome (chrome-launcher makes a new profile each launch). */
async function once(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    // Lighthouse's default config: the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
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
    return { figures, misses };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse on the four pages of the http build: the median of `runs` runs per metric. */
export async function measureLighthouse(
  runs: number,
): Promise<{ figures: Figure[]; raw: unknown; notes: string[] }> {
  const figures: Figure[] = [];
  const raw: Record<string, unknown> = {};
  const notes: string[] = [];
  for (const [page, path] of Object.entries(PAGES)) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await once(`${originOf('http')}${path}`));
      process.stdout.write('.');
    }
    raw[page] = results;
    for (const category of CATEGORIES) {
      const missed = [...new Set(results.flatMap((result) => result.misses[category] ?? []))];
      const ids = [...new Set(missed.map((miss) => miss.replace(/ \(.*$/, '')))];
      if (ids.length > 0) notes.push(`${page} ${category}: ${ids.join(', ')}`);
    }
    const medians = medianPerKey(results.map((result) => result.figures));
    for (const category of CATEGORIES) {
      figures.push({
        metric: `lighthouse ${category}`,
        where: page,
        value: medians[category] ?? NaN,
      });
    }
    figures.push({ metric: 'LCP', where: page, value: Math.round(medians.lcp ?? NaN), unit: 'ms' });
    figures.push({ metric: 'TBT', where: page, value: Math.round(medians.tbt ?? NaN), unit: 'ms' });
    figures.push({ metric: 'CLS', where: page, value: Number((medians.cls ?? NaN).toFixed(3)) });
    figures.push({ metric: 'FCP', where: page, value: Math.round(medians.fcp ?? NaN), unit: 'ms' });
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
    results.push(await once(`${originOf('floor')}/`));
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
