/** The median of some figures (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 === 1
    ? (finite[middle] as number)
    : ((finite[middle - 1] as number) + (finite[middle] as number)) / 2;
}

/** Medians per key over runs of records (e.g. Lighthouse metrics): one median per metric. */
export function medianPerKey(
  runs: readonly Readonly<Record<string, number>>[],
): Record<string, number> {
  const keys = new Set(runs.flatMap((run) => Object.keys(run)));
  return Object.fromEntries(
    [...keys].map((key) => [key, median(runs.map((run) => run[key] ?? Number.NaN))]),
  );
}

/** The `p`th percentile (nearest rank: the smallest figure with `p` % at or below it); NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * finite.length));
  return finite[rank - 1] as number;
}
