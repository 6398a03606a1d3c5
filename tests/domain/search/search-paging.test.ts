import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createNamedQuery } from '@/domain/search/named-query';
import {
  firstPage,
  goToPage,
  isLastPage,
  nextPage,
  pageOffset,
} from '@/domain/search/search-paging';
import { applyChange, namedQuery, queryChange } from '../../support/search-arbitraries';

const page = fc.integer({ min: 1, max: 50 });

describe('paging (docs/product.md#search-provider)', () => {
  it('offset is (page − 1) × limit plus the initial offset', () => {
    expect(pageOffset(1, 20, 0)).toBe(0);
    expect(pageOffset(2, 20, 0)).toBe(20);
    expect(pageOffset(3, 20, 5)).toBe(45);
    expect(pageOffset(1, 24, 7)).toBe(7);
  });

  test.prop([namedQuery, fc.array(queryChange, { maxLength: 12 })])(
    'offsets are always a whole number of pages past the initial offset',
    (start, changes) => {
      const state = changes.reduce(applyChange, start);
      const { offset, limit } = state.query;
      expect(offset).toBe((state.currentPage - 1) * limit + state.initialOffset);
      expect((offset - state.initialOffset) % limit).toBe(0);
      expect(offset).toBeGreaterThanOrEqual(state.initialOffset);
    },
  );

  test.prop([namedQuery, page])('going to a page moves the offset and nothing else', (start, p) => {
    const moved = goToPage(start, p);
    expect(moved).toEqual({
      ...start,
      currentPage: p,
      query: { ...start.query, offset: pageOffset(p, start.query.limit, start.initialOffset) },
    });
  });

  it('there is no page before 1 and no part page', () => {
    const start = createNamedQuery();
    expect(goToPage(start, 1).currentPage).toBe(1);
    expect(() => goToPage(start, 0)).toThrow(new RangeError('Invalid page 0'));
    expect(() => goToPage(start, -2)).toThrow(RangeError);
    expect(() => goToPage(start, 1.5)).toThrow(RangeError);
  });

  test.prop([namedQuery, page])('the first page starts at the initial offset', (start, p) => {
    const first = firstPage(goToPage(start, p));
    expect(first.currentPage).toBe(1);
    expect(first.query.offset).toBe(start.initialOffset);
  });

  test.prop([namedQuery, page])('load more asks for the next page', (start, p) => {
    const at = goToPage(start, p);
    const next = nextPage(at);
    expect(next.currentPage).toBe(p + 1);
    expect(next.query.offset).toBe(at.query.offset + start.query.limit);
  });

  test.prop([namedQuery])('on the last page there is nothing more to load', (start) => {
    const last = { ...start, isLastPage: true };
    expect(nextPage(last)).toBe(last);
  });

  it('a page is the last when it reaches the total or comes back short', () => {
    expect(isLastPage({ total: 40, offset: 20, limit: 20 }, 20)).toBe(true);
    expect(isLastPage({ total: 41, offset: 20, limit: 20 }, 20)).toBe(false);
    expect(isLastPage({ total: 41, offset: 20, limit: 20 }, 19)).toBe(true);
    expect(isLastPage({ total: 100, offset: 0, limit: 20 }, 20)).toBe(false);
    expect(isLastPage({ total: 0, offset: 0, limit: 20 }, 0)).toBe(true);
    expect(isLastPage({ total: 5, offset: 0, limit: 1 }, 1)).toBe(false);
    expect(isLastPage({ total: 5, offset: 4, limit: 1 }, 1)).toBe(true);
  });

  test.prop([
    fc.nat({ max: 500 }),
    fc.integer({ min: 1, max: 50 }),
    fc.integer({ min: 1, max: 50 }),
  ])(
    'a full page short of the total is never the last; one that reaches it always is',
    (offset, limit, beyond) => {
      expect(isLastPage({ total: offset + limit + beyond, offset, limit }, limit)).toBe(false);
      expect(isLastPage({ total: offset + limit, offset, limit }, limit)).toBe(true);
    },
  );

  test.prop([
    fc.nat({ max: 500 }),
    fc.nat({ max: 500 }),
    fc.integer({ min: 1, max: 50 }),
    fc.nat(),
  ])('a short page is always the last', (total, offset, limit, seed) => {
    expect(isLastPage({ total, offset, limit }, seed % limit)).toBe(true);
  });
});
