import autocannon from 'autocannon';

/**
 * What a shopper's Chromium sends for a page: the answer is compressed as theirs would be, and
 * the server sees a browser (a crawler turned away under load is answered otherwise).
 */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/126.0 Mobile Safari/537.36',
};

export interface LoadOptions {
  /** The server's origin. */
  readonly origin: string;
  /** The paths each connection asks in turn. */
  readonly paths: readonly string[];
  readonly connections: number;
  /** For how long, in seconds; or `amount`, a number of answers. */
  readonly seconds?: number;
  readonly amount?: number;
  /** How long a client waits for an answer before it gives up, in seconds (autocannon's 10). */
  readonly timeoutSeconds?: number;
  /**
   * Whether each answer's `Server-Timing` is read (render times, shed answers). Reading it makes
   * the client collect every body, which at hundreds of answers a second starves the client on
   * a two-core machine and inflates the times it measures: a crowd's load reads none.
   */
  readonly readTimings?: boolean;
}

export interface Load {
  /** Every answer's time, ms. */
  readonly answerMs: number[];
  /** Every rendered page's `Server-Timing` render time, ms (with `readTimings`). */
  readonly renderMs: number[];
  readonly answers: number;
  /** Answers that were not a 200, and connection errors (the client's timeouts among them). */
  readonly failures: number;
  /** Requests the client gave up on (`timeoutSeconds`). */
  readonly timeouts: number;
  /** Pages answered with the app shell because the server was past its load limits (with `readTimings`). */
  readonly shed: number;
  /** How long the load ran, in seconds. */
  readonly seconds: number;
}

/**
 * One autocannon run: every answer's time kept, with its `Server-Timing` — a render's time, or
 * the app shell answered at once under load (`busy`).
 */
export async function load(options: LoadOptions): Promise<Load> {
  const answerMs: number[] = [];
  const renderMs: number[] = [];
  let shed = 0;
  const onResponse = (_status: number, _body: string, _context: unknown, headers?: object) => {
    const timing = String(
      (headers as Record<string, unknown> | undefined)?.['server-timing'] ?? '',
    );
    if (/desc="busy/.test(timing)) shed += 1;
    else {
      const render = /render;dur=([\d.]+)/.exec(timing);
      if (render) renderMs.push(Number(render[1]));
    }
  };
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
        timeout: options.timeoutSeconds ?? 10,
        headers: BROWSER_HEADERS,
        requests: options.paths.map((path) =>
          options.readTimings ? { path, onResponse } : { path },
        ),
      },
      (error: unknown, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, ms) => answerMs.push(ms));
  });
  return {
    answerMs,
    renderMs,
    answers: answerMs.length,
    failures: result.non2xx + result.errors,
    timeouts: result.timeouts,
    shed,
    seconds: (performance.now() - started) / 1000,
  };
}
