import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Ports of the bench (4290–4299, 8890–8899): nothing else on this machine uses them. */
export const PORTS = { stub: 8890, memory: 4290, http: 4291, floor: 4292 } as const;
export { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../scripts/chromium.ts';

export type BuildMode = 'memory' | 'http';

export const outDirOf = (mode: BuildMode | 'floor') => `/tmp/bench-${mode}`;
export const originOf = (mode: BuildMode | 'floor') => `http://127.0.0.1:${PORTS[mode]}`;

const started: ChildProcess[] = [];

/** The environment without the shop's own switches, so a shell's settings do not leak in. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_SHOP_')) delete env[key];
  return { ...env, ...extra };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, quiet = true): ChildProcess {
  // Its own process group, so stopping it stops npx's children too.
  const child = spawn(command, args, {
    env,
    detached: true,
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
  });
  started.push(child);
  return child;
}

/** `vite build` of one mode into /tmp/bench-<mode>, with the manifest the byte figures read. */
export async function build(mode: BuildMode): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(`${outDirOf(mode)}/.vite/manifest.json`)) {
    return;
  }
  const env =
    mode === 'http'
      ? cleanEnv({
          VITE_SHOP_ADAPTERS: 'http',
          VITE_SHOP_BACKEND: `http://127.0.0.1:${PORTS.stub}`,
          VITE_SHOP_SEARCH_KEY: 'stub-search-key',
        })
      : cleanEnv({});
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

async function viteBuild(label: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = run('npx', ['vite', 'build', ...args], env, false);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`vite build (${label}) exited with ${code}`);
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
  run(
    'npx',
    ['tsx', 'stub-backend/main.ts'],
    cleanEnv({ STUB_PORT: String(PORTS.stub), STUB_COMPRESS: '1' }),
  );
  await waitFor(`http://127.0.0.1:${PORTS.stub}/api/markets`);
}

/** A build made by `build(mode)`, served as a production host would (bench/static-server.ts). */
export async function startPreview(mode: BuildMode | 'floor'): Promise<void> {
  run('npx', ['tsx', 'bench/static-server.ts', outDirOf(mode), String(PORTS[mode])], cleanEnv({}));
  await waitFor(`${originOf(mode)}/se`);
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
