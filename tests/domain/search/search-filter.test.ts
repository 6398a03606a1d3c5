import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  isCategoryFacet,
  putFilter,
  removeFilter,
  selectedValues,
  valueFilter,
} from '@/domain/search/search-filter';
import { IN_STOCK_ONLINE_FILTER } from '@/domain/search/in-stock-filter';
import { filters } from '../../support/search-arbitraries';

describe('search filters (docs/product.md#filters-and-sort)', () => {
  it('category facets are the names starting with category', () => {
    expect(isCategoryFacet('category1')).toBe(true);
    expect(isCategoryFacet('category12')).toBe(true);
    expect(isCategoryFacet('category')).toBe(true);
    expect(isCategoryFacet('Category1')).toBe(false);
    expect(isCategoryFacet('subcategory1')).toBe(false);
    expect(isCategoryFacet('color')).toBe(false);
  });

  it('a facet selection is typed category for category facets, text otherwise', () => {
    expect(valueFilter('category2', ['Plates'])).toEqual({
      name: 'category2',
      type: 'category',
      values: ['Plates'],
    });
    expect(valueFilter('color', ['Blue', 'Sand'])).toEqual({
      name: 'color',
      type: 'text',
      values: ['Blue', 'Sand'],
    });
  });

  it('the selected values of a facet come from its value filter only', () => {
    const given = [valueFilter('color', ['Blue']), IN_STOCK_ONLINE_FILTER];
    expect(selectedValues(given, 'color')).toEqual(['Blue']);
    expect(selectedValues(given, 'quantity')).toEqual([]);
    expect(selectedValues(given, 'brand')).toEqual([]);
  });

  test.prop([filters, fc.constantFrom('color', 'brand', 'size', 'material', 'category1', 'x')])(
    'putting a filter keeps one per name, in its place or at the end',
    (given, name) => {
      const filter = valueFilter(name, ['New']);
      const put = putFilter(given, filter);
      const index = given.findIndex((candidate) => candidate.name === name);
      expect(put.filter((candidate) => candidate.name === name)).toEqual([filter]);
      expect(put.indexOf(filter)).toBe(index === -1 ? given.length : index);
      expect(put.length).toBe(index === -1 ? given.length + 1 : given.length);
      expect(removeFilter(put, name)).toEqual(removeFilter(given, name));
    },
  );

  test.prop([filters])('removing a filter leaves the others in order', (given) => {
    for (const filter of given) {
      expect(removeFilter(given, filter.name)).toEqual(given.filter((other) => other !== filter));
    }
    expect(removeFilter(given, 'absent')).toEqual(given);
  });
});
