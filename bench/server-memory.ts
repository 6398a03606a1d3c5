import type { Figure } from './budget';
import { load } from './load';
import { metricValue, RENDERED, RESIDENT } from './server-metrics';
import { containerNodeOptions, originOf } from './servers';

/**
 * The memory part (docs/operations.md#memory): a fresh production server on the fakes, with the
 * heap the Dockerfile gives it, renders 5,000 pages — every page type in turn, 6 connections,
 * under the shedding limit — in five thousands; after each, its resident memory is read from its
 * own `/metrics`. The figures: memory after the fifth thousand, and its growth from the second
 * to the fifth (the first thousand fills the caches and warms the code).
 */
const ROUNDS = 5;
const PER_ROUND = 1000;
const CONNECTIONS = 6;

const MB = 1024 * 1024;

async function residentMb(origin: string): Promise<number> {
  return (await metricValue(origin, RESIDENT)) / MB;
}

export async function measureMemory(
  pages: Readonly<Record<string, string>>,
): Promise<{ figures: Figure[]; raw: unknown; notes: string[] }> {
  const origin = originOf('ssr-heap');
  const paths = Object.values(pages);
  const afterRound: number[] = [];
  let failures = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const measured = await load({ origin, paths, connections: CONNECTIONS, amount: PER_ROUND });
    failures += measured.failures;
    afterRound.push(await residentMb(origin));
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  const last = afterRound.at(-1) ?? Number.NaN;
  const second = afterRound[1] ?? Number.NaN;
  const where = containerNodeOptions();
  const notes = failures > 0 ? [`memory: ${failures} failed answers of ${ROUNDS * PER_ROUND}`] : [];
  return {
    figures: [
      {
        metric: 'server resident memory after 5000 renders',
        where,
        // A server that failed answers has not shown what it holds after rendering them.
        value: failures > 0 ? Number.NaN : Math.round(last),
        unit: 'MB',
      },
      {
        metric: 'server memory growth, 2nd to 5th thousand',
        where,
        value: failures > 0 ? Number.NaN : Math.round(last - second),
        unit: 'MB',
      },
      { metric: 'server failed answers over 5000 renders', where, value: failures },
    ],
    raw: {
      nodeOptions: where,
      residentMbAfterEachThousand: afterRound,
      rendered: await metricValue(origin, RENDERED),
      failures,
    },
    notes,
  };
}
