import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedShop } from '@/adapters/memory/seed/shop.seed';
import { stubOptionsFromEnv } from '../../stub-backend/env';
import { startStubBackend } from '../../stub-backend/serve';
import { hostileContentOverlay } from './hostile-content';

/**
 * A second stub backend for the hostile-content journey (playwright.config.ts starts
 * it on STUB_PORT): the seeded shop with the XSS vectors planted through the data folder, just
 * as a tester would with `STUB_DATA_DIR` — the overlay is written to a fresh folder, read, and
 * the folder removed.
 */
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lera-hostile-'));
  let options;
  try {
    const seeded = seedShop({ startedAt: Date.now() });
    writeFileSync(join(dir, 'content.json'), JSON.stringify(hostileContentOverlay(seeded.content)));
    options = stubOptionsFromEnv({ ...process.env, STUB_DATA_DIR: dir });
  } finally {
    // The data is read at start: the folder is not needed once the options hold it.
    rmSync(dir, { recursive: true, force: true });
  }
  const stub = await startStubBackend(options);
  console.info(`Hostile stub backend on ${stub.base}`);
  const stop = () => void stub.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
