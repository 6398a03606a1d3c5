import { availableParallelism } from 'node:os';
import type { Figure } from './budget';
import { load } from './load';
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

/** One run on a page, at the server part's load. */
const loadPage = (path: string, seconds: number) =>
  load({
    origin: originOf('ssr-memory'),
    paths: [path],
    connections: CONNECTIONS,
    seconds,
    readTimings: true,
  });

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
    await loadPage(path, WARM_UP_SECONDS);
    const measured = await loadPage(path, SECONDS);
    process.stdout.write('.');
    const perSecond = measured.answers / measured.seconds;
    raw[page] = {
      path,
      requests: measured.answers,
      failures: measured.failures,
      shed: measured.shed,
      p50AnswerMs: percentile(measured.answerMs, 50),
      p95AnswerMs: percentile(measured.answerMs, 95),
      p50RenderMs: percentile(measured.renderMs, 50),
      p95RenderMs: percentile(measured.renderMs, 95),
    };
    if (measured.failures > 0) notes.push(`${page}: ${measured.failures} failed answers`);
    if (measured.shed > 0) notes.push(`${page}: ${measured.shed} answers shed (the app shell)`);
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
