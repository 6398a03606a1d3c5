import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { search } from '@/domain/analytics/page-events';
import { searchReport } from '@/domain/analytics/search-report';

describe('search report (docs/product.md#analytics)', () => {
  it('reports a typed term with its count', () => {
    expect(searchReport(' bowl ', 7)).toEqual({
      event: 'search',
      searchTerm: 'bowl',
      searchResults: 7,
    });
  });

  test.prop([fc.stringMatching(/^\s*$/), fc.nat()])('a blank term is not a search', (q, total) => {
    expect(searchReport(q, total)).toBeNull();
  });

  test.prop([fc.string().filter((q) => q.trim() !== ''), fc.nat()])(
    'any other term is reported as the search event',
    (q, total) => {
      expect(searchReport(q, total)).toEqual(search(q, total));
    },
  );
});
