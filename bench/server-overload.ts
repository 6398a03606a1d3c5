import { availableParallelism } from 'node:os';
import type { Figure } from './budget';
import { crowd } from './crowd';
import { metricValue, RENDERED, SHED } from './server-metrics';
import { originOf } from './servers';

/**
 * The overload part (docs/operations.md#overload): 100 connections for 15 s on a page type of
 * the production server on the fakes, each client giving up after 10 s, as a busy evening's crowd
 * without a CDN in front would. The server sheds what it cannot render in time: every client
 * gets an answer within the budget, rendered or the app shell, and none times out.
 */
const CONNECTIONS = 100;
const SECONDS = 15;
const WARM_UP_SECONDS = 5;
const CLIENT_TIMEOUT_S = 10;

/** The page types a crowd lands on: the budget's figures are for these. */
export const OVERLOAD_PAGES = ['category', 'product'] as const;

const round = (value: number) => Math.round(value * 10) / 10;

/** p99 answer time, client timeouts, answers per second per core and the share shed, per page. */
export async function measureOverload(
  pages: Readonly<Record<string, string>>,
): Promise<{ figures: Figure[]; raw: unknown }> {
  const cores = availableParallelism();
  const figures: Figure[] = [];
  const raw: Record<string, unknown> = {};
  for (const page of OVERLOAD_PAGES) {
    const path = pages[page];
    if (path === undefined) continue;
    const origin = originOf('ssr-memory');
    // The same crowd, uncounted, first: the server's code is compiled and its caches full.
    const crowdOf = (seconds: number) =>
      crowd(`${origin}${path}`, {
        connections: CONNECTIONS,
        seconds,
        timeoutSeconds: CLIENT_TIMEOUT_S,
      });
    await crowdOf(WARM_UP_SECONDS);
    const [shedBefore, renderedBefore] = [
      await metricValue(origin, SHED),
      await metricValue(origin, RENDERED),
    ];
    const measured = await crowdOf(SECONDS);
    process.stdout.write('.');
    // The server's count: the clients read no answer's headers.
    const shed = (await metricValue(origin, SHED)) - shedBefore;
    const rendered = (await metricValue(origin, RENDERED)) - renderedBefore;
    const answers = measured.requests.total;
    raw[page] = {
      path,
      answers,
      rendered,
      shed,
      failures: measured.non2xx + measured.errors,
      timeouts: measured.timeouts,
      p50AnswerMs: measured.latency.p50,
      p99AnswerMs: measured.latency.p99,
      maxAnswerMs: measured.latency.max,
    };
    figures.push(
      {
        metric: 'overload p99 answer (100 conn.)',
        where: page,
        value: measured.latency.p99,
        unit: 'ms',
      },
      { metric: 'overload client timeouts (100 conn.)', where: page, value: measured.timeouts },
      {
        metric: 'overload answers/s per core (100 conn.)',
        where: page,
        value: round(answers / measured.duration / cores),
      },
      {
        metric: 'overload rendered pages/s per core (100 conn.)',
        where: page,
        value: round(rendered / measured.duration / cores),
      },
      {
        metric: 'overload answers shed (100 conn.)',
        where: page,
        value: round((100 * shed) / Math.max(1, answers)),
        unit: '%',
      },
    );
  }
  process.stdout.write('\n');
  return {
    figures,
    raw: { cores, connections: CONNECTIONS, seconds: SECONDS, pages: raw },
  };
}
