import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Suggestion } from '@/adapters/memory/search/indexed-catalogue';
import { seededSearchIndex } from '@/adapters/memory/search/search-index';
import { byPopularity, suggest } from '@/adapters/memory/search/search-suggestions';
import { matchQuality, tokenize } from '@/adapters/memory/search/search-text';

const phrase = fc.stringMatching(/^[a-zåäö]{1,8}( [a-zåäö]{1,8}){0,2}$/);
const suggestions: fc.Arbitrary<readonly Suggestion[]> = fc
  .uniqueArray(fc.record({ value: phrase, popularity: fc.integer({ min: 1, max: 9 }) }), {
    selector: (entry) => entry.value,
    maxLength: 20,
  })
  .map((list) =>
    list.map((entry) => ({ ...entry, words: tokenize(entry.value) })).sort(byPopularity),
  );
const query = fc.option(fc.stringMatching(/^[a-zåäö ]{0,6}$/), { nil: undefined });
const limit = fc.integer({ min: 0, max: 6 });

describe('suggestions (docs/product.md#search-provider)', () => {
  test.prop([suggestions, query, limit])('never more than the limit', (list, q, most) => {
    expect(suggest(list, q, most).length).toBeLessThanOrEqual(most);
  });

  test.prop([suggestions, query, limit])('each holds every word of q', (list, q, most) => {
    const words = tokenize(q ?? '');
    for (const value of suggest(list, q, most)) {
      const own = tokenize(value);
      for (const word of words) expect(own.some((w) => matchQuality(w, word) > 0)).toBe(true);
    }
  });

  test.prop([suggestions, query, limit])(
    'those starting with q come first, each group in popularity order',
    (list, q, most) => {
      const phrase = tokenize(q ?? '').join(' ');
      const answer = suggest(list, q, most);
      const leads = answer.map((value) => tokenize(value).join(' ').startsWith(phrase));
      expect(leads).toEqual([...leads].sort((a, b) => Number(b) - Number(a)));
      const order = (value: string) => list.findIndex((entry) => entry.value === value);
      const lead = answer.filter((_, at) => leads[at]).map(order);
      expect(lead).toEqual([...lead].sort((a, b) => a - b));
    },
  );

  test.prop([suggestions, limit])('without words in q, the most popular', (list, most) => {
    expect(suggest(list, '  ', most)).toEqual(list.slice(0, most).map((entry) => entry.value));
  });

  it('suggests the seeded names, categories and colours in the site language', () => {
    const index = seededSearchIndex();
    expect(suggest(index.suggestions.sv, 'tallrik', 4)).toEqual([
      'tallrikar',
      'djup tallrik 23 cm',
      'middagstallrik 27 cm',
    ]);
    expect(suggest(index.suggestions.en, 'plat', 4)).toEqual(
      expect.arrayContaining(['plates', 'dinner plate 27 cm']),
    );
    expect(suggest(index.suggestions.sv, 'skogsg', 4)).toEqual(['skogsgrön']);
  });
});
