import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  INFIX_MIN_LENGTH,
  matchQuality,
  normalizeText,
  tokenize,
} from '@/adapters/memory/search/search-text';

const word = fc.stringMatching(/^[a-zåäö0-9]{1,10}$/);

describe('search text (the fake index)', () => {
  it('folds case and accents and keeps letters and digits only', () => {
    expect(normalizeText('  Skål, 15 CM!  ')).toBe('skal 15 cm');
    expect(tokenize('Förkläde–linne/Sängkläder')).toEqual(['forklade', 'linne', 'sangklader']);
    expect(tokenize(' \t ')).toEqual([]);
  });

  test.prop([fc.string()])('normalizing twice changes nothing', (text) => {
    expect(normalizeText(normalizeText(text))).toBe(normalizeText(text));
  });

  test.prop([fc.string()])('words are normalized, non-empty and hold no space', (text) => {
    for (const token of tokenize(text)) {
      expect(token).not.toBe('');
      expect(token).not.toMatch(/\s/);
      expect(normalizeText(token)).toBe(token);
    }
  });

  test.prop([word])('a word answers itself best', (text) => {
    expect(matchQuality(text, text)).toBe(3);
  });

  test.prop([word, word])('a word answers a query word it starts with', (start, rest) => {
    expect(matchQuality(start + rest, start)).toBeGreaterThanOrEqual(2);
  });

  test.prop([word, word, word])(
    'a word holds a query word further in only when it is long enough',
    (before, inside, after) => {
      fc.pre(before !== '' && !(before + inside + after).startsWith(inside));
      const quality = matchQuality(before + inside + after, inside);
      expect(quality).toBe(inside.length >= INFIX_MIN_LENGTH ? 1 : 0);
    },
  );

  test.prop([word, word])('a match means the word holds the query word', (text, query) => {
    if (matchQuality(text, query) > 0) expect(text).toContain(query);
  });

  it('finds Swedish compounds and nothing for an empty word', () => {
    expect(matchQuality('middagstallrik', 'tallrik')).toBe(1);
    expect(matchQuality('tallrikar', 'tallrik')).toBe(2);
    expect(matchQuality('fat', 'at')).toBe(0);
    expect(matchQuality('fat', '')).toBe(0);
  });
});
