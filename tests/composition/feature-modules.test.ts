import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureModules } from '@/composition/container';
import { lazyFeatureModules } from '../support/test-container';

const APPLICATION = 'src/application';
const UI = 'src/ui';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `export const fooModule = new ContainerModule(` in every `<feature>/*.module.ts`. */
function declaredModules(): { name: string; file: string }[] {
  return filesUnder(APPLICATION)
    .filter((file) => file.endsWith('.module.ts'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = new ContainerModule/g)].map(
        (match) => ({ name: match[1] ?? '', file }),
      ),
    );
}

describe('feature modules', () => {
  const uiSource = filesUnder(UI)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

  it('each is loaded by the composition root or brought by a lazily loaded view, never both', () => {
    const modules = declaredModules();
    expect(modules.length).toBeGreaterThanOrEqual(featureModules.length);
    for (const { name, file } of modules) {
      const eager = featureModules.some((module) => module === moduleNamed(name));
      const lazy = new RegExp(`useStore\\(\\w+, ${name}\\)`).test(uiSource);
      expect(eager !== lazy, `${name} (${file}): eager ${eager}, lazy ${lazy}`).toBe(true);
    }
  });

  it('the test container loads exactly the lazily brought ones besides the root', () => {
    const lazyNames = declaredModules()
      .map(({ name }) => name)
      .filter((name) => !featureModules.includes(moduleNamed(name)));
    expect(lazyFeatureModules.map((module) => nameOf(module)).sort()).toEqual(lazyNames.sort());
  });
});

const byName = new Map<string, unknown>();
const byModule = new Map<unknown, string>();
const moduleFiles = import.meta.glob<Record<string, unknown>>('/src/application/**/*.module.ts', {
  eager: true,
});
for (const exports of Object.values(moduleFiles)) {
  for (const [name, value] of Object.entries(exports)) {
    byName.set(name, value);
    byModule.set(value, name);
  }
}

function moduleNamed(name: string): (typeof featureModules)[number] {
  return byName.get(name) as (typeof featureModules)[number];
}

function nameOf(module: unknown): string | undefined {
  return byModule.get(module);
}
