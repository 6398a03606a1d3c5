import { formatRangeValue } from '@/domain/search/range-value';
import type { NumberRange } from '@/domain/search/search-filter';
import type { Facet, FacetValue } from '@/domain/search/search-response';
import { inRanges, numberField, textField, type IndexView } from './search-fields';
import type { Match } from './search-match';
import { priceBuckets } from './price-buckets';

/**
 * The facets the fake provider answers with, in this order (docs/product.md#search-data,
 * docs/product.md#filters-and-sort).
 */
export const TEXT_FACETS = ['category1', 'category2', 'color', 'size'] as const;
/** Facets whose values are ranges, written `from-to` (`formatRangeValue`). */
export const RANGE_FACETS = ['price', 'quantity'] as const;

/**
 * docs/product.md#filters-and-sort in-stock: the quantity facet tells sold-out (0 to 0) from
 * in-stock (1 and up).
 */
const QUANTITY_BUCKETS: readonly NumberRange[] = [{ from: 0, to: 0 }, { from: 1 }];

/**
 * The facets with their counts (docs/product.md#search-data, docs/product.md#validation). Each
 * facet counts the items matching everything but its own filter (`matchesWithout(name)`), so a
 * chosen colour leaves the other colours choosable; a value counts an item once however many of its
 * variants hold it. Values with no item are left out, and so are facets left without values. Text
 * values come most frequent first (catalogue order on ties); ranges lowest first.
 */
export function facetsOf(
  view: IndexView,
  matchesWithout: (name: string) => readonly Match[],
): readonly Facet[] {
  const facets: Facet[] = [];
  for (const name of TEXT_FACETS) {
    const values = textFacetValues(view, name, matchesWithout(name));
    if (values.length > 0) facets.push({ name, values });
  }
  for (const name of RANGE_FACETS) {
    const matches = matchesWithout(name);
    const field = numberField(view, name);
    if (!field) continue;
    const buckets =
      name === 'price'
        ? priceBuckets(matches.flatMap((match) => match.variants.map(field)))
        : QUANTITY_BUCKETS;
    const values = buckets
      .map((bucket) => ({
        value: formatRangeValue(bucket),
        count: matches.filter((match) =>
          match.variants.some((variant) => inRanges(field(variant), [bucket])),
        ).length,
      }))
      .filter((value) => value.count > 0);
    if (values.length > 0) facets.push({ name, values });
  }
  return facets;
}

function textFacetValues(
  view: IndexView,
  name: string,
  matches: readonly Match[],
): readonly FacetValue[] {
  const field = textField(view, name);
  if (!field) return [];
  // Per value: the items holding it, and the last item counted (an item counts once however
  // many of its variants hold the value) — no set per item, as this runs for every match.
  const tally = new Map<string, { count: number; lastItem: number }>();
  for (const match of matches) {
    for (const variant of match.variants) {
      for (const value of field(variant)) {
        const known = tally.get(value);
        if (!known) tally.set(value, { count: 1, lastItem: match.item });
        else if (known.lastItem !== match.item) {
          known.count += 1;
          known.lastItem = match.item;
        }
      }
    }
  }
  return [...tally]
    .map(([value, { count }]) => ({ value, count }))
    .sort((a, b) => b.count - a.count);
}
