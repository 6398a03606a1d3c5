/**
 * One of the values an editors' choice field offers, as they picked it: letter case, spaces
 * around it and `_` for `-` forgiven. A missing or unknown value is the first option, the one the
 * shop shows when nobody chose.
 */
export function editorChoice<T extends string>(options: readonly [T, ...T[]], value: unknown): T {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase().replace(/_/g, '-') : '';
  return options.find((candidate) => candidate === wanted) ?? options[0];
}
