import { stubOptionsFromEnv } from './env';
import { startStubBackend } from './serve';

/**
 * `npm run stub-backend`: the backends (docs/product.md#backend-calls) over the seeded shop on
 * loopback.
 */
async function main(): Promise<void> {
  const stub = await startStubBackend(stubOptionsFromEnv(process.env));
  console.info(
    `Stub backend on ${stub.base}: commerce ${stub.base}/api, search ${stub.base}/findify`,
  );
  const stop = () => void stub.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
