import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Ports of the bench (4290–4299, 8890–8899): nothing else on this machine uses them. `ssr` is
 * the production server in http mode against the stub, `ssr-memory` the same server on the fakes
 * (the server and overload parts' load), `ssr-heap` another, fresh for the memory part.
 */
export const PORTS = {
  stub: 8890,
  memory: 4290,
  http: 4291,
  floor: 4292,
  ssr: 4293,
  'ssr-memory': 4294,
  'ssr-heap': 4295,
} as const;
export { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../scripts/chromium.ts';

export type BuildMode = 'memory' | 'http';
export type Served = Exclude<keyof typeof PORTS, 'stub'>;
export type ServerMode = 'ssr' | 'ssr-memory' | 'ssr-heap';

/** Where the builds go: `BENCH_DIR` (/tmp), so two checkouts on one machine need not share them. */
export const outDirOf = (build: BuildMode | 'floor' | 'ssr') =>
  `${process.env.BENCH_DIR ?? '/tmp'}/bench-${build}`;
export const originOf = (served: Served) => `http://127.0.0.1:${PORTS[served]}`;

/** The stub backend's settings for an http-mode shop, whether built in or read at start. */
const HTTP_SETTINGS = {
  VITE_SHOP_ADAPTERS: 'http',
  VITE_SHOP_BACKEND: `http://127.0.0.1:${PORTS.stub}`,
  VITE_SHOP_SEARCH_KEY: 'stub-search-key',
} as const;

const started: ChildProcess[] = [];

/** The environment without the shop's own switches, so a shell's settings do not leak in. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_SHOP_')) delete env[key];
  return { ...env, ...extra };
}

/** What a child may print: nothing, its errors only, or everything. */
type Output = 'none' | 'errors' | 'all';
const STDIO: Record<Output, StdioOptions> = {
  none: 'ignore',
  errors: ['ignore', 'ignore', 'inherit'],
  all: ['ignore', 'inherit', 'inherit'],
};

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output: Output = 'none',
): ChildProcess {
  // Its own process group, so stopping it stops npx's children too.
  const child = spawn(command, args, {
    env,
    detached: true,
    stdio: STDIO[output],
  });
  started.push(child);
  return child;
}

/** `vite build` of one mode into /tmp/bench-<mode>, with the manifest the byte figures read. */
export async function build(mode: BuildMode): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(`${outDirOf(mode)}/.vite/manifest.json`)) {
    return;
  }
  const env = cleanEnv(mode === 'http' ? HTTP_SETTINGS : {});
  await viteBuild(
    mode,
    ['--outDir', outDirOf(mode), '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    env,
  );
}

/** The floor page (bench/floor), built into /tmp/bench-floor. */
export async function buildFloor(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(`${outDirOf('floor')}/index.html`)) return;
  await viteBuild(
    'floor',
    ['bench/floor', '--outDir', outDirOf('floor'), '--emptyOutDir'],
    cleanEnv({}),
  );
}

/**
 * The production server as `npm run build` makes it (less its type-check) and the Dockerfile
 * ships it: no `VITE_SHOP_*` at build time, the client into /tmp/bench-ssr/client and the server
 * into /tmp/bench-ssr/server. The server imports its packages at run time, so the folder gets a
 * link to the repository's node_modules.
 */
export async function buildServer(): Promise<void> {
  const dir = outDirOf('ssr');
  const built = existsSync(`${dir}/server/main.js`) && existsSync(`${dir}/client/index.html`);
  if (process.env.BENCH_SKIP_BUILD !== '1' || !built) {
    const out = (part: string) => ['--outDir', `${dir}/${part}`, '--emptyOutDir'];
    await viteBuild('ssr client', [...out('client'), '--logLevel', 'warn'], cleanEnv({}));
    const ssr = ['--ssr', 'src/server/main.ts', ...out('server'), '--logLevel', 'warn'];
    await viteBuild('ssr server', ssr, cleanEnv({}));
  }
  if (!existsSync(`${dir}/node_modules`)) {
    symlinkSync(fileURLToPath(new URL('../node_modules', import.meta.url)), `${dir}/node_modules`);
  }
}

async function viteBuild(label: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = run('npx', ['vite', 'build', ...args], env, 'all');
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`vite build (${label}) exited with ${code}`);
}

/**
 * Refuses a port that already answers: another checkout's bench left running there would
 * otherwise be measured in this one's place.
 */
async function assertFree(origin: string): Promise<void> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(2000) });
  } catch {
    return;
  }
  throw new Error(`${origin} already answers: is another bench running?`);
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The stub backend over the seeded shop (README "Stub backend"), its answers gzipped as the real
 * content CDN and search provider send them.
 */
export async function startStub(): Promise<void> {
  await assertFree(`http://127.0.0.1:${PORTS.stub}`);
  run(
    'npx',
    ['tsx', 'stub-backend/main.ts'],
    cleanEnv({ STUB_PORT: String(PORTS.stub), STUB_COMPRESS: '1' }),
  );
  await waitFor(`http://127.0.0.1:${PORTS.stub}/api/markets`);
}

/** A build made by `build(mode)`, served as a production host would (bench/static-server.ts). */
export async function startPreview(mode: BuildMode | 'floor'): Promise<void> {
  await assertFree(originOf(mode));
  run('npx', ['tsx', 'bench/static-server.ts', outDirOf(mode), String(PORTS[mode])], cleanEnv({}));
  await waitFor(`${originOf(mode)}/se`);
}

/**
 * The heap the Dockerfile sizes for its container (`ENV NODE_OPTIONS=…`): the bench's servers run
 * with the same, so their memory is the container's.
 */
export function containerNodeOptions(): string {
  const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
  const options = /^ENV\b.*\bNODE_OPTIONS="([^"]+)"/m.exec(dockerfile)?.[1];
  if (!options) throw new Error('The Dockerfile sets no NODE_OPTIONS="…" in an ENV line');
  return options;
}

/**
 * The production server of `buildServer()` as the Dockerfile runs it (`NODE_ENV=production`, its
 * heap size, `node server/main.js`, settings read at start): `ssr` in http mode against the stub
 * (started first), `ssr-memory` and `ssr-heap` on the fakes. Ready once `/readyz` answers (the
 * backends reached).
 */
export async function startServer(mode: ServerMode): Promise<void> {
  // An http-mode server names its public origin rather than take a request's.
  const settings = mode === 'ssr' ? { ...HTTP_SETTINGS, VITE_SHOP_ORIGIN: originOf(mode) } : {};
  const env = cleanEnv({
    ...settings,
    NODE_ENV: 'production',
    NODE_OPTIONS: containerNodeOptions(),
    HOST: '127.0.0.1',
    PORT: String(PORTS[mode]),
  });
  await assertFree(originOf(mode));
  // Its request log (a line per request) stays out of the bench's output; its errors do not.
  run('node', [`${outDirOf('ssr')}/server/main.js`], env, 'errors');
  await waitFor(`${originOf(mode)}/readyz`);
}

/** Stops every process this run started (their whole process groups). */
export function stopAll(): void {
  for (const child of started.splice(0)) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
