import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const APPLICATION = 'src/application';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * `cart-gateway.port.ts` → `CartGateway`: a file is named after its main export
 * (docs/architecture.md#conventions).
 */
function exportNameOf(file: string): string {
  const words = basename(file).split('.')[0] ?? '';
  return words.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) =>
    letter.toUpperCase(),
  );
}

const ports = filesUnder(APPLICATION).filter((file) => file.endsWith('.port.ts'));

describe('ports (docs/architecture.md#ports)', () => {
  it('there are ports to check', () => {
    expect(ports.length).toBeGreaterThan(0);
  });

  it.each(ports)('%s lives in a feature folder', (file) => {
    expect(relative(APPLICATION, file).split(sep)).toHaveLength(2);
  });

  it.each(ports)('%s exports a Symbol and an interface of its own name', (file) => {
    const source = readFileSync(file, 'utf8');
    const name = exportNameOf(file);
    expect(source).toContain(`export const ${name} = Symbol('${name}');`);
    expect(source).toMatch(new RegExp(`export interface ${name}\\b`));
  });

  it('no port token is declared outside a *.port.ts file', () => {
    const strays = filesUnder(APPLICATION).filter(
      (file) =>
        !file.endsWith('.port.ts') &&
        /export const \w+ = Symbol\(/.test(readFileSync(file, 'utf8')),
    );
    expect(strays).toEqual([]);
  });
});

describe('Inversify modules (docs/architecture.md#composition)', () => {
  it('every ContainerModule is declared in a *.module.ts file', () => {
    const strays = filesUnder('src').filter(
      (file) =>
        !file.endsWith('.module.ts') && /new ContainerModule\b/.test(readFileSync(file, 'utf8')),
    );
    expect(strays).toEqual([]);
  });
});
