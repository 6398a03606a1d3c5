/**
 * One series of a server's own `/metrics` (docs/operations.md#metrics), e.g.
 * `shop_shell_answers_total{reason="shed"}`: what the server counted, read without making the
 * load's client read every answer. 0 for a series not yet counted.
 */
export async function metricValue(origin: string, series: string): Promise<number> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

export const SHED = 'shop_shell_answers_total{reason="shed"}';
export const RENDERED = 'shop_render_duration_seconds_count{outcome="done"}';
export const RESIDENT = 'process_resident_memory_bytes';
