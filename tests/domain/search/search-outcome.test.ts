import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { applySearchResponse } from '@/domain/search/apply-search-response';
import { createNamedQuery } from '@/domain/search/named-query';
import { canLoadMore, noResultsMessage, SEARCH_NO_RESULTS } from '@/domain/search/search-outcome';
import { aResponse, anItem, namedQuery, searchResponse } from '../../support/search-arbitraries';

describe('search outcome (docs/product.md#search-results)', () => {
  it('pins the no-results text key', () => {
    expect(SEARCH_NO_RESULTS).toBe('Search_NoResults');
    const empty = applySearchResponse(
      createNamedQuery(),
      aResponse([], { total: 0, offset: 0, limit: 20 }),
    );
    expect(noResultsMessage(empty)).toBe('Search_NoResults');
  });

  test.prop([namedQuery])(
    'before any answer there is neither a no-results text nor more',
    (state) => {
      expect(noResultsMessage(state)).toBeNull();
      expect(canLoadMore(state)).toBe(false);
    },
  );

  test.prop([namedQuery, searchResponse])(
    'after an answer, the text shows exactly when no item is held',
    (state, response) => {
      const answered = applySearchResponse(state, response);
      expect(noResultsMessage(answered)).toBe(
        answered.items.length === 0 ? SEARCH_NO_RESULTS : null,
      );
    },
  );

  test.prop([namedQuery, searchResponse])(
    'after an answer, more can be loaded exactly when it was not the last page',
    (state, response) => {
      const answered = applySearchResponse(state, response);
      expect(canLoadMore(answered)).toBe(!answered.isLastPage);
    },
  );

  it('offers more while a full page falls short of the total', () => {
    const page = Array.from({ length: 20 }, (_, index) => anItem(String(index)));
    const answered = applySearchResponse(
      createNamedQuery(),
      aResponse(page, { total: 23, offset: 0, limit: 20 }),
    );
    expect(canLoadMore(answered)).toBe(true);
    expect(noResultsMessage(answered)).toBeNull();
  });
});
