import { readFileSync, writeFileSync } from 'node:fs';

/**
 * `npm run mutation:survivors`: writes the mutants the last Stryker run left alive, read from the
 * committed `stryker-incremental.json`, into docs/mutation-survivors.md below its marker, so the
 * doc lists every survivor of the run the file records (docs/architecture.md#mutation-testing).
 */

export const SURVIVORS_DOC = 'docs/mutation-survivors.md';
export const MARKER = '<!-- The list below is written by `npm run mutation:survivors`. -->';

interface Mutant {
  readonly mutatorName: string;
  readonly replacement?: string;
  readonly status: string;
  readonly location: { readonly start: { readonly line: number } };
}

interface IncrementalReport {
  readonly files: Readonly<Record<string, { readonly source: string; readonly mutants: Mutant[] }>>;
}

const cell = (text: string) =>
  `\`${text.replace(/\s+/g, ' ').trim().slice(0, 70).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;

/** The survivors' table, one row a mutant no test killed, by file and line. */
export function survivorsTable(report: IncrementalReport): string {
  const rows: string[] = [];
  let counted = 0;
  let alive = 0;
  for (const file of Object.keys(report.files).sort()) {
    const { source, mutants } = report.files[file]!;
    const lines = source.split('\n');
    const left = mutants
      .filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage')
      .sort((a, b) => a.location.start.line - b.location.start.line);
    counted += mutants.length;
    alive += left.length;
    for (const mutant of left) {
      const line = mutant.location.start.line;
      const status = mutant.status === 'NoCoverage' ? 'no test runs it' : 'survived';
      rows.push(
        `| ${file.replace('src/domain/', '')}:${line} | ${mutant.mutatorName} | ${status} | ${cell(lines[line - 1] ?? '')} | ${cell(mutant.replacement ?? '')} |`,
      );
    }
  }
  return [
    `${alive} of ${counted} mutants are alive.`,
    '',
    '| Where | Mutator | Status | The line | The mutant |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** The doc as it should read now: its own part, the marker, then the table. */
export function survivorsDoc(doc: string, report: IncrementalReport): string {
  const head = doc.slice(0, doc.indexOf(MARKER));
  return `${head}${MARKER}\n\n${survivorsTable(report)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = JSON.parse(readFileSync('stryker-incremental.json', 'utf8')) as IncrementalReport;
  const doc = readFileSync(SURVIVORS_DOC, 'utf8');
  writeFileSync(SURVIVORS_DOC, survivorsDoc(doc, report));
  console.info(`Wrote ${SURVIVORS_DOC}`);
}
