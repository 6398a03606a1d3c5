import type { Language } from '@/domain/site/site';
import type { IndexedItem, IndexedVariant, Localized, Suggestion } from './indexed-catalogue';
import { matchQuality, tokenize } from './search-text';

/**
 * The suggestions of one language: each item's name, its category names and its colours, in
 * lower case, counted over the items; most popular first, then alphabetical.
 */
export function buildSuggestions(
  items: readonly IndexedItem[],
  variants: readonly IndexedVariant[],
  categoryLabels: ReadonlyMap<string, Localized>,
  language: Language,
): readonly Suggestion[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const phrases = new Set(
      [
        item.title[language],
        ...item.categories.map((name) => categoryLabels.get(name)?.[language] ?? name),
        ...item.variants.map((position) => variants[position]?.colour[language] ?? ''),
      ]
        .filter((phrase) => phrase.trim() !== '')
        .map((phrase) => phrase.toLocaleLowerCase(language)),
    );
    for (const phrase of phrases) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, popularity]) => ({ value, words: tokenize(value), popularity }))
    .sort(byPopularity);
}

/** Most popular first; equally popular ones alphabetically, so the order never varies. */
export function byPopularity(a: Suggestion, b: Suggestion): number {
  if (a.popularity !== b.popularity) return b.popularity - a.popularity;
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

/**
 * At most `limit` suggestions for `q`: those in which every word of `q` is found (as the index
 * finds words, see `matchQuality`), the ones starting with `q` first, each group in the list's
 * order. Without words in `q`, the most popular ones (docs/product.md#search-provider: the call
 * without q).
 */
export function suggest(
  suggestions: readonly Suggestion[],
  q: string | undefined,
  limit: number,
): readonly string[] {
  const words = tokenize(q ?? '');
  if (words.length === 0) return suggestions.slice(0, limit).map((entry) => entry.value);
  const phrase = words.join(' ');
  const leading: string[] = [];
  const others: string[] = [];
  for (const entry of suggestions) {
    const found = words.every((word) => entry.words.some((own) => matchQuality(own, word) > 0));
    if (!found) continue;
    (entry.words.join(' ').startsWith(phrase) ? leading : others).push(entry.value);
    if (leading.length >= limit) break;
  }
  return [...leading, ...others].slice(0, limit);
}
