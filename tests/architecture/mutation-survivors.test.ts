import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MARKER,
  SURVIVORS_DOC,
  survivorsDoc,
  survivorsTable,
} from '../../scripts/mutation-survivors';

/**
 * docs/mutation-survivors.md lists the mutants the recorded mutation run left alive
 * (docs/architecture.md#mutation-testing): it must be the list the committed file holds.
 */
describe('the mutation survivors doc', () => {
  const report = JSON.parse(readFileSync('stryker-incremental.json', 'utf8')) as Parameters<
    typeof survivorsTable
  >[0];
  const doc = readFileSync(SURVIVORS_DOC, 'utf8');

  it('lists every survivor of the recorded run, as npm run mutation:survivors writes them', () => {
    expect(doc).toContain(MARKER);
    expect(doc).toBe(survivorsDoc(doc, report));
  });

  it('counts a mutant alive when it survived or no test ran it, and no other', () => {
    const mutant = (status: string, line: number) => ({
      mutatorName: 'StringLiteral',
      replacement: '""',
      status,
      location: { start: { line } },
    });
    const table = survivorsTable({
      files: {
        'src/domain/a.ts': {
          source: "const a = 'x';\nconst b = 'y';\nconst c = 'z';",
          mutants: [mutant('Killed', 1), mutant('NoCoverage', 3), mutant('Survived', 2)],
        },
      },
    });
    expect(table).toContain('2 of 3 mutants are alive.');
    expect(table.split('\n').filter((row) => row.startsWith('| a.ts'))).toEqual([
      '| a.ts:2 | StringLiteral | survived | `const b = \'y\';` | `""` |',
      '| a.ts:3 | StringLiteral | no test runs it | `const c = \'z\';` | `""` |',
    ]);
  });
});
