import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
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
  const result = await cruise(['src'], {
    ...options,
    baseDir: fileURLToPath(new URL(fixtureRoot, import.meta.url)),
    ruleSet: { forbidden: config.forbidden } as never,
    validate: true,
  });
  return (result.output as ICruiseResult).summary.violations;
}

describe('layer rules (ARCHITECTURE §2)', () => {
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

  it('refuses an application file that imports axios', () => {
    expect(broken('src/application/store-with-axios.ts')).toEqual([
      'application-imports-domain-mobx-inversify',
    ]);
  });

  it('accepts a domain file that imports only the domain', () => {
    expect(broken('src/domain/clean-rule.ts')).toEqual([]);
  });

  it('passes on the real source tree', async () => {
    expect(await violationsIn('../../')).toEqual([]);
  });
});
