/** How well an indexed word answers a query word: 0 not at all, 3 the same word. */
export type MatchQuality = 0 | 1 | 2 | 3;

/** A query word must be this long to be found inside a longer word (`tallrik` in `middagstallrik`). */
export const INFIX_MIN_LENGTH = 4;

/**
 * Text as the index compares it: lower case, accents folded (`Skål` → `skal`, so a shopper
 * without Swedish keys finds it), anything but letters and digits a single space.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text, normalized; none for a blank text. */
export function tokenize(text: string): readonly string[] {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * 3 when the words are equal, 2 when the indexed word starts with the query word, 1 when it
 * holds it further in (Swedish compounds: `tallrik` in `middagstallrik`) and the query word has
 * at least `INFIX_MIN_LENGTH` letters, else 0. Both words are normalized already.
 */
export function matchQuality(word: string, queryWord: string): MatchQuality {
  if (queryWord === '') return 0;
  if (word === queryWord) return 3;
  if (word.startsWith(queryWord)) return 2;
  return queryWord.length >= INFIX_MIN_LENGTH && word.includes(queryWord) ? 1 : 0;
}
