import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shopRoutes, seedShop, type ShopSeed } from '../src/adapters/memory/seed/shop.seed';

export interface StubDataOptions {
  /** A folder whose JSON files replace parts of the seeded shop (tests plant data). */
  readonly dataDir?: string | undefined;
  readonly catalogueSize?: number | undefined;
  readonly startedAt: number;
}

/**
 * The shop the stub serves: the seeded one, with `content.json` and `catalogue.json` from the
 * data folder laid over it key by key — `{"notices": {"sv": [...]}}` replaces only the notices.
 * The route lookup follows whatever content and catalogue result. A file that is not JSON, or
 * not an object, stops the start with its name.
 */
export function loadStubShop(options: StubDataOptions): ShopSeed {
  const seeded = seedShop({ startedAt: options.startedAt, catalogueSize: options.catalogueSize });
  if (!options.dataDir) return seeded;
  if (!existsSync(options.dataDir))
    throw new Error(`STUB_DATA_DIR ${options.dataDir} does not exist`);
  const content = { ...seeded.content, ...readPart(options.dataDir, 'content.json') };
  const catalogue = { ...seeded.catalogue, ...readPart(options.dataDir, 'catalogue.json') };
  return { content, catalogue, routes: shopRoutes(catalogue, content) };
}

function readPart(dir: string, file: string): Record<string, unknown> {
  const path = join(dir, file);
  if (!existsSync(path)) return {};
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is not JSON: ${(error as Error).message}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${path} must hold an object whose keys replace the seeded ones`);
  }
  return data as Record<string, unknown>;
}
