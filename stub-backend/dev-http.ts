import { startDevServer } from '../scripts/dev-server';
import { stubOptionsFromEnv } from './env';
import { STUB_SEARCH_KEY } from './routes/search.routes';
import { startStubBackend } from './serve';

/**
 * `npm run dev:http`: the same shop as `npm run dev`, but every port goes through its HTTP
 * adapter to the stub backend over real sockets (docs/architecture.md#run-modes).
 */
async function devHttp(): Promise<void> {
  const stub = await startStubBackend(stubOptionsFromEnv(process.env));
  process.env.VITE_SHOP_ADAPTERS = 'http';
  process.env.VITE_SHOP_BACKEND = stub.base;
  process.env.VITE_SHOP_SEARCH_KEY = STUB_SEARCH_KEY;
  process.env.VITE_SHOP_LIVE_SHOPPING_SCRIPT = `${stub.base}/live-shopping/embed.js`;
  const dev = await startDevServer();
  console.info(`Stub backend on ${stub.base}`);
  const stop = () => void Promise.all([dev.close(), stub.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

devHttp().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
