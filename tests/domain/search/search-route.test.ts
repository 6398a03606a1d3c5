import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  isHyphenatedSearchPath,
  searchPagePath,
  searchPageQuery,
} from '@/domain/search/search-route';

const spaces = fc.stringMatching(/^[ \t\n]{0,3}$/);

describe('the search page’s query (docs/product.md#search-results)', () => {
  test.prop([fc.string(), spaces, spaces])(
    'is the address’s q without the spaces around it',
    (q, before, after) => {
      const query = searchPageQuery(`${before}${q}${after}`);
      expect(query).toBe(query.trim());
      expect(query).toBe(q.trim());
    },
  );

  it('is empty — nothing to search for — when q is missing or blank', () => {
    expect(searchPageQuery(null)).toBe('');
    expect(searchPageQuery('')).toBe('');
    expect(searchPageQuery('  \t ')).toBe('');
    expect(searchPageQuery(' skål ')).toBe('skål');
  });
});

describe('the search page’s address (docs/product.md#routes)', () => {
  test.prop([fc.constantFrom('se', 'se-en', 'no-en'), fc.string()])(
    'reads back as the trimmed query, under the site’s own search route',
    (site, q) => {
      const url = new URL(searchPagePath(site, q), 'https://lera.example');
      expect(url.pathname).toBe(`/${site}/search`);
      expect(searchPageQuery(url.searchParams.get('q'))).toBe(q.trim());
      expect(isHyphenatedSearchPath(url.pathname)).toBe(false);
    },
  );

  it('writes the query percent-encoded', () => {
    expect(searchPagePath('se', ' skål & fat ')).toBe('/se/search?q=sk%C3%A5l%20%26%20fat');
  });
});
