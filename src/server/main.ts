import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { parseShopConfig, StartupError } from '@/composition/config';
import { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import { ShopMetrics } from './metrics/shop-metrics';
import { createShopServer } from './shop-server';
import { withDemoStart } from './demo-start';
import { parseServerSettings } from './server-settings';

/**
 * `npm start`: the production server. Its own settings (`PORT`, `HOST`, the render time limit,
 * the process cache, the public origin's allow-list, the load limits, the third parties: see
 * docs/operations.md#settings) and the shop's `VITE_SHOP_*` ones are read at start rather than
 * baked into the bundle; one log line per request on stdout, and a clean stop on SIGTERM.
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
  const server = parseServerSettings(process.env);
  const metrics = new ShopMetrics({ processMetrics: true });
  const app = createShopServer({
    clientDir: fileURLToPath(new URL('../client/', import.meta.url)),
    settings,
    log: (line) => console.log(line),
    renderTimeLimitMs: server.renderTimeLimitMs,
    allowedHosts: server.allowedHosts,
    sources: server.sources,
    shedding: server.shedding,
    metrics,
    // One for the process: every request's render reads through it (0 keeps nothing).
    ...(server.sharedDataTtlMs > 0
      ? {
          cache: new SharedDataCache(server.sharedDataTtlMs, undefined, undefined, (result) =>
            metrics.cacheAnswered(result),
          ),
        }
      : {}),
  });
  const listening = serve(
    { fetch: app.fetch, port: server.port, hostname: server.host },
    (info) => {
      console.log(`Lera (${config.adapters} mode) on http://${info.address}:${info.port}`);
    },
  );
  const stop = () => {
    console.log('Stopping: finishing the requests under way');
    listening.close(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

try {
  main();
} catch (error) {
  // A setting's fault is the operator's to fix: its message, without a stack.
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
