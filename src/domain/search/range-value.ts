import type { NumberRange } from './search-filter';

const RANGE = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/;

/**
 * A range facet value (docs/product.md#search-data facets: price, quantity) as one string,
 * `from-to`, either end left empty when open: `0-250`, `1000-`, `-99.5`. Meant for amounts and
 * counts, which are never negative.
 */
export function formatRangeValue(range: NumberRange): string {
  return `${range.from ?? ''}-${range.to ?? ''}`;
}

/** The range a `formatRangeValue` string names; `null` for anything else. */
export function parseRangeValue(value: string): NumberRange | null {
  const match = RANGE.exec(value);
  if (!match) return null;
  const [, from, to] = match;
  return {
    ...(from === undefined ? {} : { from: Number(from) }),
    ...(to === undefined ? {} : { to: Number(to) }),
  };
}
