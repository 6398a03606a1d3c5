import { availableParallelism } from 'node:os';
import type { Figure } from './budget';
import { load } from './load';
import { originOf } from './servers';
import { percentile } from './stats';

/**
 * The overload part (docs/operations.md#overload): 100 connections for 15 s on a page type of
 * the production server on the fakes, each client giving up after 10 s, as a busy evening's crowd
 * without a CDN in front would. The server sheds what it cannot render in time: every client
 * gets an answer within the budget, rendered or the app shell, and none times out.
 */
const CONNECTIONS = 100;
const SECONDS = 15;
const WARM_UP_SECONDS = 2;
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
    await load({ origin, paths: [path], connections: 20, seconds: WARM_UP_SECONDS });
    const measured = await load({
      origin,
      paths: [path],
      connections: CONNECTIONS,
      seconds: SECONDS,
      timeoutSeconds: CLIENT_TIMEOUT_S,
    });
    process.stdout.write('.');
    const rendered = measured.answers - measured.shed;
    raw[page] = {
      path,
      answers: measured.answers,
      rendered,
      shed: measured.shed,
      failures: measured.failures,
      timeouts: measured.timeouts,
      p50AnswerMs: percentile(measured.answerMs, 50),
      p99AnswerMs: percentile(measured.answerMs, 99),
      p95RenderMs: percentile(measured.renderMs, 95),
    };
    figures.push(
      {
        metric: 'overload p99 answer (100 conn.)',
        where: page,
        value: round(percentile(measured.answerMs, 99)),
        unit: 'ms',
      },
      { metric: 'overload client timeouts (100 conn.)', where: page, value: measured.timeouts },
      {
        metric: 'overload answers/s per core (100 conn.)',
        where: page,
        value: round(measured.answers / measured.seconds / cores),
      },
      {
        metric: 'overload rendered pages/s per core (100 conn.)',
        where: page,
        value: round(rendered / measured.seconds / cores),
      },
      {
        metric: 'overload answers shed (100 conn.)',
        where: page,
        value: round((100 * measured.shed) / Math.max(1, measured.answers)),
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
