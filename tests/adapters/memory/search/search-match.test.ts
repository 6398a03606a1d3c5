import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { marketView } from '@/adapters/memory/search/market-view';
import { facetsOf } from '@/adapters/memory/search/search-facets';
import { filterTest, textField, type IndexView } from '@/adapters/memory/search/search-fields';
import { seededSearchIndex } from '@/adapters/memory/search/search-index';
import {
  matchItems,
  narrowMatches,
  textScores,
  type Match,
} from '@/adapters/memory/search/search-match';
import { seededSiteMarket } from '@/adapters/memory/seed/site-market';
import { valueFilter } from '@/domain/search/search-filter';

const index = seededSearchIndex(500);
const view: IndexView = {
  index,
  market: marketView(index, seededSiteMarket({ country: 'se', language: 'sv' })),
  language: 'sv',
};

/** Every value a text field holds in the catalogue, to pick filters from. */
function valuesOf(name: string): string[] {
  const field = textField(view, name);
  return [...new Set(index.variants.flatMap((_, variant) => field?.(variant) ?? []))];
}

const FIELDS = ['category1', 'category2', 'color', 'size'] as const;
const filter = fc
  .constantFrom(...FIELDS)
  .chain((name) =>
    fc
      .subarray(valuesOf(name), { minLength: 1, maxLength: 3 })
      .map((values) => valueFilter(name, values)),
  );
const text = fc.constantFrom('', 'tallrik', 'sand', 'linne', 'skål ocean', 'xyz');

/** The facet counts as first written: a set of values per item (the reference). */
function countsBySet(matches: readonly Match[], name: string): Map<string, number> {
  const field = textField(view, name)!;
  const counts = new Map<string, number>();
  for (const match of matches) {
    for (const value of new Set(match.variants.flatMap(field))) {
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return counts;
}

describe('the fake provider matches a catalogue once and narrows it (docs/performance.md#kept)', () => {
  test.prop([text, fc.array(filter, { maxLength: 2 }), fc.array(filter, { maxLength: 3 })])(
    'narrowing the rules’ matches by the filters is matching both at once',
    (q, rules, filters) => {
      const scores = textScores(index, q);
      const ruleTests = rules.map((rule) => filterTest(view, rule));
      const filterTests = filters.map((one) => filterTest(view, one));
      expect(narrowMatches(matchItems(index, scores, ruleTests), scores, filterTests)).toEqual(
        matchItems(index, scores, [...ruleTests, ...filterTests]),
      );
    },
  );

  test.prop([text, fc.array(filter, { maxLength: 2 })])(
    'counts each text facet value once per item holding it',
    (q, rules) => {
      const matches = matchItems(
        index,
        textScores(index, q),
        rules.map((rule) => filterTest(view, rule)),
      );
      const facets = facetsOf(view, () => matches);
      for (const name of FIELDS) {
        const counted = facets.find((facet) => facet.name === name)?.values ?? [];
        const reference = countsBySet(matches, name);
        expect(new Map(counted.map(({ value, count }) => [value, count]))).toEqual(reference);
      }
    },
  );
});
