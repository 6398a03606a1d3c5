import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BROWSER_HEADERS } from './load';

const run = promisify(execFile);

/** What autocannon's `--json` report says of a run (the parts the bench reads). */
export interface CrowdReport {
  readonly requests: { readonly total: number; readonly average: number };
  readonly latency: { readonly p50: number; readonly p99: number; readonly max: number };
  readonly timeouts: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly duration: number;
}

/**
 * A crowd of `connections` fresh clients on one address for `seconds`, each giving up after
 * `timeoutSeconds`: autocannon's command line in a process of its own, as separate clients would
 * be. (Measured here: the same load made through autocannon's API inside a node process that had
 * run before — the bench's own, or a fresh one — showed answers waiting 7–10 s on sockets the
 * server had paused for a client slow to read, while every request the server received was
 * answered within 1.5 s; its command line, on the same server, did not.)
 */
export async function crowd(
  url: string,
  options: {
    readonly connections: number;
    readonly seconds: number;
    readonly timeoutSeconds: number;
  },
): Promise<CrowdReport> {
  const headers = Object.entries(BROWSER_HEADERS).flatMap(([name, value]) => [
    '-H',
    `${name}=${value}`,
  ]);
  const { stdout } = await run(
    'npx',
    [
      'autocannon',
      '--json',
      '-c',
      String(options.connections),
      '-d',
      String(options.seconds),
      '-t',
      String(options.timeoutSeconds),
      ...headers,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as CrowdReport;
}
