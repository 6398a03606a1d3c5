import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as {
  forbidden: unknown[];
  options: Record<string, unknown>;
};

/** Runs the project's own rule set over a fixture tree laid out like src/. */
async function violationsIn(fixtureRoot: string): Promise<IViolation[]> {
  const { tsConfig: _tsConfig, ...options } = config.options;
  const baseDir = fileURLToPath(new URL(fixtureRoot, import.meta.url));
  // The real tree resolves `@/…` through tsconfig.json's paths; the fixtures use none.
  const tsConfigPath = `${baseDir}/tsconfig.json`;
  const real = existsSync(tsConfigPath);
  const result = await cruise(
    ['src'],
    {
      ...options,
      ...(real ? { tsConfig: { fileName: tsConfigPath } } : {}),
      baseDir,
      ruleSet: { forbidden: config.forbidden } as never,
      validate: true,
    },
    undefined,
    real ? { tsConfig: extractTSConfig(tsConfigPath) } : undefined,
  );
  return (result.output as ICruiseResult).summary.violations;
}

describe('layer rules (docs/architecture.md#dependency-rules)', () => {
  let violations: IViolation[];
  beforeAll(async () => {
    violations = await violationsIn('./fixtures/');
  });

  const broken = (from: string) =>
    violations.filter((v) => v.from === from).map((v) => v.rule.name);

  it('refuses a domain file that imports react', () => {
    expect(broken('src/domain/impure-rule.ts')).toEqual(['domain-imports-only-domain']);
  });

  it('refuses a view file that imports an adapter', () => {
    expect(broken('src/ui/leaky-page.ts')).toEqual(['ui-never-imports-adapters']);
  });

  it('refuses a view file that imports a port rather than its store', () => {
    expect(broken('src/ui/port-reading-page.ts')).toEqual(['ui-reaches-ports-through-stores']);
  });

  it('refuses an application file that imports axios', () => {
    expect(broken('src/application/store-with-axios.ts')).toEqual([
      'application-imports-domain-mobx-inversify',
    ]);
  });

  it('refuses an adapter that reads a store rather than its port', () => {
    expect(broken('src/adapters/memory/store-reading-fake.ts')).toEqual([
      'adapters-see-only-ports',
    ]);
  });

  it('refuses a fake that imports an HTTP adapter', () => {
    expect(broken('src/adapters/memory/fake-on-http.ts')).toEqual(['adapter-families-stay-apart']);
  });

  it('refuses a feature that imports a feature above it in the order', () => {
    expect(broken('src/application/cart/wishlist-reading-add.ts')).toEqual([
      'application-feature-order',
    ]);
  });

  it('accepts a feature that imports a feature below it', () => {
    expect(broken('src/application/wishlist/wishlist.store.ts')).toEqual([]);
  });

  it('refuses a view feature that imports one above it in the order', () => {
    expect(broken('src/ui/catalogue/header-reading-card.ts')).toEqual(['ui-feature-order']);
  });

  it('refuses a feature folder that has no place in the order', () => {
    expect(broken('src/application/gifts/gift.store.ts')).toEqual(['application-feature-unranked']);
  });

  it('accepts an adapter that imports the port it implements', () => {
    expect(broken('src/adapters/http/cart-gateway.http.ts')).toEqual([]);
  });

  it('accepts a domain file that imports only the domain', () => {
    expect(broken('src/domain/clean-rule.ts')).toEqual([]);
  });

  it('passes on the real source tree', async () => {
    expect(await violationsIn('../../')).toEqual([]);
  });
});
