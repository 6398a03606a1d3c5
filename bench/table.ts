import type { Checked } from './budget';

/** The figures as plain-text tables, with each figure's budget and verdict beside it. */
const MARK = { pass: 'pass', fail: 'FAIL', info: '—' } as const;

const valueOf = (row: Checked, withUnit: boolean) =>
  Number.isFinite(row.value)
    ? `${row.value}${withUnit && row.unit ? ` ${row.unit}` : ''}`
    : 'not measured';

/** Columns padded to their widest cell, two spaces apart, under a ruled header. */
function layout(header: readonly string[], cells: readonly (readonly string[])[]): string {
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

/** One figure a line: metric, page or route, value, budget, pass/fail. */
export function formatTable(rows: readonly Checked[]): string {
  const header = ['metric', 'page/route', 'value', 'budget', 'result'];
  const cells = rows.map((row) => [
    row.metric,
    row.where,
    valueOf(row, true),
    row.budget,
    MARK[row.verdict],
  ]);
  return layout(header, cells);
}

/**
 * Figures taken of several targets side by side: a line per page and row (`LCP (ms)`), a column
 * per target and throttling, each cell its value and, where a rule holds it, the verdict and rule
 * (`1450 pass ≤ 1800`).
 */
export function formatSideBySide(rows: readonly Checked[], columns: readonly string[]): string {
  const lines = new Map<string, { page: string; row: string; cells: Map<string, string> }>();
  for (const figure of rows) {
    if (figure.column === undefined || figure.row === undefined) continue;
    const key = `${figure.where}\n${figure.row}`;
    const line = lines.get(key) ?? { page: figure.where, row: figure.row, cells: new Map() };
    const verdict = figure.verdict === 'info' ? '' : ` ${MARK[figure.verdict]} ${figure.budget}`;
    line.cells.set(figure.column, `${valueOf(figure, false)}${verdict}`);
    lines.set(key, line);
  }
  const shown = columns.filter((column) => rows.some((figure) => figure.column === column));
  const cells = [...lines.values()].map(({ page, row, cells: byColumn }) => [
    page,
    row,
    ...shown.map((column) => byColumn.get(column) ?? ''),
  ]);
  return layout(['page', 'figure', ...shown], cells);
}
