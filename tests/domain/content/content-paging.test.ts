import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  lastPage,
  MAX_CONTENT_PAGES,
  pageOf,
  remainingPages,
} from '@/domain/content/content-paging';

const total = fc.integer({ min: 0, max: 100_000 });
const perPage = fc.integer({ min: 1, max: 1000 });

describe('paging content lists (docs/product.md#content-service)', () => {
  test.prop([total, perPage])('the last page holds the last entry', (count, size) => {
    const last = lastPage(count, size);
    if (count === 0) expect(last).toBe(1);
    else {
      expect((last - 1) * size).toBeLessThan(count);
      expect(last * size).toBeGreaterThanOrEqual(count);
    }
  });

  test.prop([total, perPage])('reads every page after the first once, in order', (count, size) => {
    const pages = remainingPages(count, size, Number.POSITIVE_INFINITY);
    expect(pages).toEqual(Array.from({ length: lastPage(count, size) - 1 }, (_, i) => i + 2));
  });

  test.prop([fc.integer({ min: 0, max: 1e12 }), perPage, fc.integer({ min: 1, max: 500 })])(
    'never reads past the page cap, whatever the total header says',
    (count, size, cap) => {
      const pages = remainingPages(count, size, cap);
      expect(pages.length).toBeLessThanOrEqual(cap - 1);
      expect(pages.every((page) => page >= 2 && page <= cap)).toBe(true);
    },
  );

  it('caps at 100 pages by default and reads one page without a usable total', () => {
    expect(remainingPages(1e9, 100)).toHaveLength(MAX_CONTENT_PAGES - 1);
    for (const bad of [Number.NaN, -5, 0, Number.POSITIVE_INFINITY]) {
      expect(remainingPages(bad, 100)).toEqual([]);
    }
    expect(remainingPages(250, 0)).toEqual([]);
    expect(remainingPages(230, 100)).toEqual([2, 3]);
  });

  test.prop([fc.array(fc.integer(), { maxLength: 300 }), perPage])(
    'pages put back together give the whole list, and a page past the end is empty',
    (entries, size) => {
      const last = lastPage(entries.length, size);
      const pages = Array.from({ length: last }, (_, i) => pageOf(entries, i + 1, size));
      expect(pages.flat()).toEqual(entries);
      expect(pages.every((page) => page.length <= size)).toBe(true);
      expect(pageOf(entries, last + 1, size)).toEqual([]);
    },
  );

  it('gives nothing for a page number below 1 or not whole', () => {
    expect(pageOf([1, 2, 3], 0, 2)).toEqual([]);
    expect(pageOf([1, 2, 3], 1.5, 2)).toEqual([]);
    expect(pageOf([1, 2, 3], 2, 2)).toEqual([3]);
  });
});
