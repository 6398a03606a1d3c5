import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { applySearchResponse, currentFacets } from '@/domain/search/apply-search-response';
import { toggleFacetValue } from '@/domain/search/facet-toggle';
import { createNamedQuery, type NamedQuery } from '@/domain/search/named-query';
import { goToPage, isLastPage, nextPage } from '@/domain/search/search-paging';
import { searchRequest } from '@/domain/search/search-request';
import {
  aFacet,
  anItem,
  aResponse,
  namedQuery,
  searchResponse,
} from '../../support/search-arbitraries';

/** A provider over `total` items: answers a request with its slice, as Findify pages. */
function answer(state: NamedQuery, total: number, facets = [aFacet('color', ['Blue'])]) {
  const { offset, limit } = searchRequest(state);
  const found = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) =>
    anItem(String(offset + index)),
  );
  return aResponse(found, { total, offset, limit }, facets);
}

describe('applying a search response (docs/product.md#search-data)', () => {
  test.prop([namedQuery, searchResponse])('page 1 replaces the items', (start, response) => {
    const seen = applySearchResponse(
      applySearchResponse(start, aResponse([anItem('old')], { total: 1, offset: 0, limit: 1 })),
      response,
    );
    expect(seen.items).toBe(response.items);
    expect(seen.results).toBe(response);
    expect(seen.isLastPage).toBe(isLastPage(response.meta, response.items.length));
    expect(seen.query).toBe(start.query);
  });

  test.prop([namedQuery, searchResponse, fc.integer({ min: 2, max: 9 })])(
    'a later page appends its items',
    (start, response, page) => {
      const loaded = { ...goToPage(start, page), items: [anItem('earlier')] };
      expect(applySearchResponse(loaded, response).items).toEqual([
        anItem('earlier'),
        ...response.items,
      ]);
    },
  );

  test.prop([namedQuery, searchResponse, searchResponse])(
    'the facets of the first response are kept as the initial facets',
    (start, first, second) => {
      fc.pre(first.facets.length > 0);
      const seen = applySearchResponse(applySearchResponse(start, first), second);
      expect(seen.initialFacets).toBe(first.facets);
      expect(currentFacets(seen)).toBe(second.facets);
    },
  );

  it('keeps the first facets while later responses narrow them', () => {
    const first = [aFacet('color', ['Blue', 'Sand'])];
    const narrowed = [aFacet('color', ['Sand'])];
    const once = applySearchResponse(
      createNamedQuery(),
      aResponse([anItem('a')], { total: 1, offset: 0, limit: 20 }, first),
    );
    const twice = applySearchResponse(
      toggleFacetValue(once, 'color', 'Sand'),
      aResponse([], { total: 0, offset: 0, limit: 20 }, narrowed),
    );
    expect(twice.initialFacets).toBe(first);
    expect(currentFacets(twice)).toBe(narrowed);
  });

  it('no facets yet: the next response supplies them', () => {
    const empty = applySearchResponse(
      createNamedQuery(),
      aResponse([], { total: 0, offset: 0, limit: 20 }),
    );
    expect(empty.initialFacets).toEqual([]);
    expect(currentFacets(createNamedQuery())).toEqual([]);
    const facets = [aFacet('size', ['S'])];
    const later = applySearchResponse(
      empty,
      aResponse([], { total: 0, offset: 0, limit: 20 }, facets),
    );
    expect(later.initialFacets).toBe(facets);
  });

  test.prop([namedQuery, fc.nat({ max: 120 })])(
    'loading more until the last page gathers every item once, in order',
    (start, total) => {
      let state = applySearchResponse(start, answer(start, total));
      let requests = 1;
      while (!state.isLastPage) {
        const next = nextPage(state);
        state = applySearchResponse(next, answer(next, total));
        requests += 1;
      }
      const expected = Math.max(0, total - start.initialOffset);
      expect(state.items.map((item) => item.id)).toEqual(
        Array.from({ length: expected }, (_, index) => String(start.initialOffset + index)),
      );
      expect(requests).toBe(Math.max(1, Math.ceil(expected / start.query.limit)));
    },
  );

  it('a filter change after load more starts the items again from page 1', () => {
    const start = createNamedQuery({ limit: 2 });
    const two = applySearchResponse(
      nextPage(applySearchResponse(start, answer(start, 5))),
      answer(nextPage(start), 5),
    );
    expect(two.items.map((item) => item.id)).toEqual(['0', '1', '2', '3']);
    expect(two.isLastPage).toBe(false);
    const filtered = toggleFacetValue(two, 'color', 'Blue');
    const after = applySearchResponse(filtered, answer(filtered, 1));
    expect(after.items.map((item) => item.id)).toEqual(['0']);
    expect(after.isLastPage).toBe(true);
    expect(after.initialFacets).toEqual([aFacet('color', ['Blue'])]);
  });
});
