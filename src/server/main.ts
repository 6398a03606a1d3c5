import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { parseShopConfig } from '@/composition/config';
import { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import { createShopServer } from './shop-server';
import { withDemoStart } from './demo-start';

/**
 * `npm start`: the production server. `PORT` (4173) and `HOST` (127.0.0.1; `0.0.0.0` in a
 * container) from the environment, the shop's `VITE_SHOP_*` settings read at start rather than baked
 * into the bundle, `RENDER_TIME_LIMIT_MS` (3000) before a slow render gives way to the app shell,
 * `SHARED_DATA_TTL_MS` (60000) for how long the data every page needs is kept between renders,
 * one log line per request on stdout, and a clean stop on SIGTERM.
 */
function main(): void {
  const settings = withDemoStart(
    Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith('VITE_SHOP_') && entry[1] !== undefined,
      ),
    ),
    Date.now(),
  );
  // A missing or malformed setting stops the start here, naming it (docs/product.md#errors).
  const config = parseShopConfig(settings);
  const port = Number(process.env.PORT ?? 4173);
  const hostname = process.env.HOST ?? '127.0.0.1';
  const limit = process.env.RENDER_TIME_LIMIT_MS;
  const keepFor = milliseconds('SHARED_DATA_TTL_MS', 60_000);
  const app = createShopServer({
    clientDir: fileURLToPath(new URL('../client/', import.meta.url)),
    settings,
    log: (line) => console.log(line),
    ...(limit ? { renderTimeLimitMs: Number(limit) } : {}),
    // One for the process: every request's render reads through it (0 keeps nothing).
    ...(keepFor > 0 ? { cache: new SharedDataCache(keepFor) } : {}),
  });
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    console.log(`Lera (${config.adapters} mode) on http://${info.address}:${info.port}`);
  });
  const stop = () => {
    console.log('Stopping: finishing the requests under way');
    server.close(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** A setting in milliseconds, `fallback` when unset; a malformed one stops the start, naming it. */
function milliseconds(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new Error(`${name} must be a whole number of milliseconds, 0 or more: "${value}"`);
  }
  return ms;
}

main();
