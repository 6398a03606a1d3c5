import { parseFaultPlan } from '../src/adapters/memory/faults/fault-plan';
import type { StartOptions } from './serve';
import { loadStubShop } from './stub-data';

export const DEFAULT_STUB_PORT = 8787;

/**
 * The stub's settings from the environment (README "Stub backend"): STUB_PORT (8787),
 * STUB_FAULTS (`faults=cart:500&latency=300`), STUB_DATA_DIR, STUB_CATALOGUE_SIZE, STUB_COMPRESS
 * (`1`: gzip the answers). A malformed
 * value stops the start with its name.
 */
export function stubOptionsFromEnv(env: NodeJS.ProcessEnv): StartOptions {
  const faults = parseFaultPlan(new URLSearchParams(env.STUB_FAULTS ?? ''));
  if (!faults.ok) throw new Error(`STUB_FAULTS: ${faults.error}`);
  const port = wholeNumber(env, 'STUB_PORT') ?? DEFAULT_STUB_PORT;
  const catalogueSize = wholeNumber(env, 'STUB_CATALOGUE_SIZE');
  const shop = loadStubShop({ dataDir: env.STUB_DATA_DIR, catalogueSize, startedAt: Date.now() });
  return { port, faults: faults.value, shop, compress: env.STUB_COMPRESS === '1' };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, not "${text}"`);
  }
  return value;
}
