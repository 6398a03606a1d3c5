import type { Checked } from './budget';

const MARK = { pass: 'pass', fail: 'FAIL', info: '—' } as const;

/** The figures as one plain-text table: metric, page or route, value, budget, pass/fail. */
export function formatTable(rows: readonly Checked[]): string {
  const header = ['metric', 'page/route', 'value', 'budget', 'result'];
  const cells = rows.map((row) => [
    row.metric,
    row.where,
    Number.isFinite(row.value) ? `${row.value}${row.unit ? ` ${row.unit}` : ''}` : 'not measured',
    row.budget,
    MARK[row.verdict],
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => (cell[column] ?? '').length)),
  );
  const line = (cell: readonly string[]) =>
    cell
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.map(line),
  ].join('\n');
}
