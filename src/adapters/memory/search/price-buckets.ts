import type { NumberRange } from '@/domain/search/search-filter';

/** How many price ranges the price facet aims for. */
export const PRICE_BUCKETS = 4;

/** Ranges are at least one currency unit wide, so cents never blur their edges. */
const MIN_STEP = 1;
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;

/** The smallest round step (1, 2, 2.5 or 5 times a power of ten) of at least `raw`. */
export function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = NICE_STEPS.find((nice) => nice * power >= raw - 1e-9) ?? 10;
  return step * power;
}

/**
 * The price facet's ranges (docs/product.md#search-data facets: price): about `PRICE_BUCKETS`
 * closed ranges of one round width (at least one currency unit), lowest first, from a round number
 * at or below the lowest price up past the highest, so that every price lies in one of them (a
 * price on an edge lies in two, as range filters include both ends). One price gives one range from
 * it to it; none gives none.
 */
export function priceBuckets(prices: readonly number[]): readonly NumberRange[] {
  if (prices.length === 0) return [];
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  if (min === max) return [{ from: min, to: max }];
  const step = Math.max(niceStep((max - min) / PRICE_BUCKETS), MIN_STEP);
  const buckets: NumberRange[] = [];
  for (let at = Math.floor(min / step); at * step < max; at += 1) {
    buckets.push({ from: at * step, to: (at + 1) * step });
  }
  return buckets;
}
