import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_ITEM_LIMIT,
  AUTOCOMPLETE_SUGGESTION_LIMIT,
  autocompleteFallback,
  autocompleteRequest,
} from '@/domain/search/autocomplete-request';
import { anItem } from '../../support/search-arbitraries';

describe('autocomplete (docs/product.md#search-provider)', () => {
  it('asks for 6 items and 4 suggestions', () => {
    expect(AUTOCOMPLETE_ITEM_LIMIT).toBe(6);
    expect(AUTOCOMPLETE_SUGGESTION_LIMIT).toBe(4);
    expect(autocompleteRequest('plate')).toEqual({ q: 'plate', itemLimit: 6, suggestionLimit: 4 });
    expect(autocompleteRequest('')).toEqual({ q: '', itemLimit: 6, suggestionLimit: 4 });
  });

  it('asks again without q only when the answer has no items', () => {
    const request = autocompleteRequest('xyz');
    expect(autocompleteFallback(request, { items: [] })).toEqual({
      itemLimit: 6,
      suggestionLimit: 4,
    });
    expect(autocompleteFallback(request, { items: [anItem('a')] })).toBeNull();
    expect(autocompleteFallback({ itemLimit: 6, suggestionLimit: 4 }, { items: [] })).toBeNull();
    expect(
      autocompleteFallback({ q: '', itemLimit: 2, suggestionLimit: 1 }, { items: [] }),
    ).toEqual({
      itemLimit: 2,
      suggestionLimit: 1,
    });
  });

  test.prop([fc.string()])('with no items, asks again without q for suggestions', (q) => {
    const fallback = autocompleteFallback(autocompleteRequest(q), { items: [] });
    expect(fallback).toEqual({ itemLimit: 6, suggestionLimit: 4 });
    expect(fallback && 'q' in fallback).toBe(false);
  });

  test.prop([fc.string(), fc.integer({ min: 1, max: 6 })])(
    'with items, asks nothing more',
    (q, count) => {
      const found = Array.from({ length: count }, (_, index) => anItem(String(index)));
      expect(autocompleteFallback(autocompleteRequest(q), { items: found })).toBeNull();
    },
  );

  test.prop([fc.string()])('the fallback has no fallback of its own', (q) => {
    const fallback = autocompleteFallback(autocompleteRequest(q), { items: [] });
    expect(fallback && autocompleteFallback(fallback, { items: [] })).toBeNull();
  });
});
