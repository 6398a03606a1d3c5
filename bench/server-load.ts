import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import type { Figure } from './budget';
import { originOf } from './servers';
import { percentile } from './stats';

/**
 * The server part: the production server on the fakes (`ssr-memory`), each page type loaded by
 * autocannon with 20 connections, as a CDN's misses and a crowd would. Memory mode, so the
 * figures are the server's own work, not the stub's. A page's render time is its `Server-Timing`
 * (what the server's log and a CDN see) and is the figure held to the budget; the answer time,
 * as the connection waits for the whole compressed page behind the others in the queue, is
 * printed beside it.
 */
const CONNECTIONS = 20;
/** Seconds counted per page type (`BENCH_SERVER_SECONDS`), after an uncounted warm-up. */
const SECONDS = Math.max(1, Number(process.env.BENCH_SERVER_SECONDS ?? 6));
const WARM_UP_SECONDS = 2;
/** What Chromium sends for a page: the answer is compressed as a shopper's would be. */
const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

interface Load {
  readonly answerMs: number[];
  readonly renderMs: number[];
  readonly requests: number;
  readonly failures: number;
  readonly seconds: number;
}

/** One autocannon run on a path; every answer's time and `Server-Timing` render kept. */
async function load(path: string, seconds: number): Promise<Load> {
  const answerMs: number[] = [];
  const renderMs: number[] = [];
  let failures = 0;
  const options: autocannon.Options = {
    url: `${originOf('ssr-memory')}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
    requests: [
      {
        onResponse: (status, _body, _context, headers) => {
          if (status !== 200) failures += 1;
          const timing = /render;dur=([\d.]+)/.exec(String(headers?.['server-timing'] ?? ''));
          if (timing) renderMs.push(Number(timing[1]));
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, done) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, ms) => answerMs.push(ms));
  });
  failures += result.errors + result.timeouts;
  return { answerMs, renderMs, requests: answerMs.length, failures, seconds };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** p95 answer and render times and requests per second per core, per page type. */
export async function measureServer(
  pages: Readonly<Record<string, string>>,
): Promise<{ figures: Figure[]; raw: unknown; notes: string[] }> {
  const cores = availableParallelism();
  const figures: Figure[] = [];
  const raw: Record<string, unknown> = {};
  const notes: string[] = [];
  for (const [page, path] of Object.entries(pages)) {
    await load(path, WARM_UP_SECONDS);
    const measured = await load(path, SECONDS);
    process.stdout.write('.');
    const perSecond = measured.requests / measured.seconds;
    raw[page] = {
      path,
      requests: measured.requests,
      failures: measured.failures,
      p50AnswerMs: percentile(measured.answerMs, 50),
      p95AnswerMs: percentile(measured.answerMs, 95),
      p50RenderMs: percentile(measured.renderMs, 50),
      p95RenderMs: percentile(measured.renderMs, 95),
    };
    if (measured.failures > 0) notes.push(`${page}: ${measured.failures} failed answers`);
    const where = page;
    figures.push(
      {
        metric: 'server p95 answer (memory, 20 conn.)',
        where,
        // A failed answer is not a fast one: the figure is not measured.
        value: measured.failures > 0 ? NaN : round(percentile(measured.answerMs, 95)),
        unit: 'ms',
      },
      {
        metric: 'server p95 render (memory, 20 conn.)',
        where,
        value: round(percentile(measured.renderMs, 95)),
        unit: 'ms',
      },
      {
        metric: 'server requests/s per core (memory)',
        where,
        value: round(perSecond / cores),
      },
    );
  }
  process.stdout.write('\n');
  return { figures, raw: { cores, connections: CONNECTIONS, seconds: SECONDS, pages: raw }, notes };
}
