import type { SearchIndex } from './indexed-catalogue';
import type { VariantTest } from './search-fields';
import { matchQuality, tokenize } from './search-text';

/** A search item that matches, with the variants that do. */
export interface Match {
  /** Position in `SearchIndex.items`. */
  readonly item: number;
  /** The matching variants, in colour order. */
  readonly variants: readonly number[];
  /**
   * The variant shown (docs/product.md#search-data selected_variant_id): the best text match, the
   * first on ties.
   */
  readonly selected: number;
  /** Relevance: the selected variant's text score (0 without a text). */
  readonly score: number;
}

/** Text scores by variant position: `null` when the text has no words and everything matches. */
export type TextScores = ReadonlyMap<number, number> | null;

/**
 * Which variants hold every word of `q`, and how well (docs/product.md#search-provider q): for each
 * query word the best `matchQuality × weight` over the variant's indexed words, summed over the
 * query words. Reads the inverted word list, so the cost grows with the vocabulary, not the
 * catalogue.
 */
export function textScores(index: SearchIndex, q: string): TextScores {
  const queryWords = tokenize(q);
  if (queryWords.length === 0) return null;
  let total: Map<number, number> | undefined;
  for (const queryWord of queryWords) {
    const best = new Map<number, number>();
    for (const [word, postings] of index.words) {
      const quality = matchQuality(word, queryWord);
      if (quality === 0) continue;
      for (const { variant, weight } of postings) {
        best.set(variant, Math.max(best.get(variant) ?? 0, quality * weight));
      }
    }
    total = total ? sumShared(total, best) : best;
    if (total.size === 0) break;
  }
  return total ?? new Map();
}

function sumShared(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>) {
  const sum = new Map<number, number>();
  for (const [variant, score] of a) {
    const other = b.get(variant);
    if (other !== undefined) sum.set(variant, score + other);
  }
  return sum;
}

/**
 * The items with at least one variant that matches the text and passes every test
 * (docs/product.md#filters-and-sort: filters and rules hold together), in catalogue order.
 */
export function matchItems(
  index: SearchIndex,
  scores: TextScores,
  tests: readonly VariantTest[],
): readonly Match[] {
  const matches: Match[] = [];
  for (const item of candidateItems(index, scores)) {
    const variants = (index.items[item]?.variants ?? []).filter(
      (variant) => (scores === null || scores.has(variant)) && tests.every((test) => test(variant)),
    );
    if (variants.length > 0) matches.push(matchOf(item, variants, scores));
  }
  return matches;
}

/**
 * The matches that still match with more tests: the same as `matchItems` with all the tests at
 * once, but reading only the matches rather than the whole catalogue (a facet toggle
 * narrows the rules' matches rather than scanning every product again).
 */
export function narrowMatches(
  matches: readonly Match[],
  scores: TextScores,
  tests: readonly VariantTest[],
): readonly Match[] {
  if (tests.length === 0) return matches;
  const narrowed: Match[] = [];
  for (const match of matches) {
    const variants = match.variants.filter((variant) => tests.every((test) => test(variant)));
    if (variants.length > 0) narrowed.push(matchOf(match.item, variants, scores));
  }
  return narrowed;
}

/**
 * The variant shown is the best text match, the first on ties (docs/product.md#search-data
 * selected_variant_id).
 */
function matchOf(item: number, variants: readonly number[], scores: TextScores): Match {
  let selected = variants[0] as number;
  let score = scores?.get(selected) ?? 0;
  for (const variant of variants) {
    const own = scores?.get(variant) ?? 0;
    if (own > score) [selected, score] = [variant, own];
  }
  return { item, variants, selected, score };
}

function candidateItems(index: SearchIndex, scores: TextScores): readonly number[] {
  if (scores === null) return index.items.map((_, item) => item);
  const items = new Set<number>();
  for (const variant of scores.keys()) {
    const item = index.variants[variant]?.item;
    if (item !== undefined) items.add(item);
  }
  return [...items].sort((a, b) => a - b);
}
