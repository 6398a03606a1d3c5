import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { parseShopConfig } from '@/composition/config';
import { createShopServer } from './shop-server';

/**
 * `npm start`: the production server. `PORT` (4173) and `HOST` (127.0.0.1; `0.0.0.0` in a
 * container) from the environment, the shop's `VITE_SHOP_*` settings read at start rather than baked
 * into the bundle, `RENDER_TIME_LIMIT_MS` (3000) before a slow render gives way to the app shell,
 * one log line per request on stdout, and a clean stop on SIGTERM.
 */
function main(): void {
  const settings = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith('VITE_SHOP_') && entry[1] !== undefined,
    ),
  );
  // A missing or malformed setting stops the start here, naming it (docs/product.md#errors).
  const config = parseShopConfig(settings);
  const port = Number(process.env.PORT ?? 4173);
  const hostname = process.env.HOST ?? '127.0.0.1';
  const limit = process.env.RENDER_TIME_LIMIT_MS;
  const app = createShopServer({
    clientDir: fileURLToPath(new URL('../client/', import.meta.url)),
    settings,
    log: (line) => console.log(line),
    ...(limit ? { renderTimeLimitMs: Number(limit) } : {}),
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

main();
