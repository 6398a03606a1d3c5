import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isFacetValueSelected, toggleFacetValue } from '@/domain/search/facet-toggle';
import { IN_STOCK_ONLINE_FILTER } from '@/domain/search/in-stock-filter';
import { createNamedQuery } from '@/domain/search/named-query';
import { isCategoryFacet, selectedValues, valueFilter } from '@/domain/search/search-filter';
import { goToPage } from '@/domain/search/search-paging';
import {
  applyChange,
  facetName,
  facetValue,
  namedQuery,
  plainFacetName,
  queryChange,
} from '../../support/search-arbitraries';

const sorted = (values: readonly string[]) => [...values].sort();

describe('facet toggle (docs/product.md#filters-and-sort)', () => {
  test.prop([namedQuery, facetName, facetValue])(
    'toggling selects an unselected value and unselects a selected one',
    (start, name, value) => {
      const before = isFacetValueSelected(start, name, value);
      expect(isFacetValueSelected(toggleFacetValue(start, name, value), name, value)).toBe(!before);
    },
  );

  test.prop([namedQuery, facetName, facetValue])(
    'toggling an unselected value twice restores the filters',
    (start, name, value) => {
      fc.pre(!isFacetValueSelected(start, name, value));
      fc.pre(!isCategoryFacet(name) || selectedValues(start.query.filters, name).length === 0);
      const twice = toggleFacetValue(toggleFacetValue(start, name, value), name, value);
      expect(twice.query.filters).toEqual(start.query.filters);
    },
  );

  test.prop([namedQuery, plainFacetName, facetValue])(
    'toggling a selected value twice keeps the same selection',
    (start, name, value) => {
      fc.pre(isFacetValueSelected(start, name, value));
      const twice = toggleFacetValue(toggleFacetValue(start, name, value), name, value);
      expect(sorted(selectedValues(twice.query.filters, name))).toEqual(
        sorted(selectedValues(start.query.filters, name)),
      );
    },
  );

  test.prop([namedQuery, fc.array(queryChange, { maxLength: 15 })])(
    'category facets never hold more than one value; no filter is ever empty',
    (start, changes) => {
      const state = changes.reduce(applyChange, start);
      for (const filter of state.query.filters) {
        expect(filter.values.length).toBeGreaterThan(0);
        if (isCategoryFacet(filter.name)) expect(filter.values.length).toBe(1);
      }
      const names = state.query.filters.map((filter) => filter.name);
      expect(new Set(names).size).toBe(names.length);
    },
  );

  test.prop([namedQuery, facetName, facetValue])(
    'the other facets are left as they were',
    (start, name, value) => {
      const toggled = toggleFacetValue(start, name, value);
      const others = (filters: typeof start.query.filters) =>
        filters.filter((filter) => filter.name !== name);
      expect(others(toggled.query.filters)).toEqual(others(start.query.filters));
    },
  );

  test.prop([namedQuery, facetName, facetValue, fc.integer({ min: 2, max: 9 })])(
    'a toggle returns to page 1',
    (start, name, value, page) => {
      const toggled = toggleFacetValue(goToPage(start, page), name, value);
      expect(toggled.currentPage).toBe(1);
      expect(toggled.query.offset).toBe(start.initialOffset);
    },
  );

  it('a category facet holds one value: adding replaces', () => {
    const start = createNamedQuery({ filters: [valueFilter('category1', ['Tableware'])] });
    expect(toggleFacetValue(start, 'category1', 'Textiles').query.filters).toEqual([
      { name: 'category1', type: 'category', values: ['Textiles'] },
    ]);
    expect(toggleFacetValue(start, 'category1', 'Tableware').query.filters).toEqual([]);
  });

  it('other facets accumulate, in the order chosen, and keep their place', () => {
    const start = createNamedQuery({
      filters: [valueFilter('color', ['Blue']), valueFilter('category1', ['Plates'])],
    });
    const added = toggleFacetValue(start, 'color', 'Sand');
    expect(added.query.filters).toEqual([
      { name: 'color', type: 'text', values: ['Blue', 'Sand'] },
      { name: 'category1', type: 'category', values: ['Plates'] },
    ]);
    expect(toggleFacetValue(added, 'color', 'Blue').query.filters).toEqual([
      { name: 'color', type: 'text', values: ['Sand'] },
      { name: 'category1', type: 'category', values: ['Plates'] },
    ]);
    expect(toggleFacetValue(start, 'brand', 'Mateus').query.filters).toEqual([
      { name: 'color', type: 'text', values: ['Blue'] },
      { name: 'category1', type: 'category', values: ['Plates'] },
      { name: 'brand', type: 'text', values: ['Mateus'] },
    ]);
  });

  it('a value filter takes the place of a range filter of the same name', () => {
    const start = createNamedQuery({ filters: [IN_STOCK_ONLINE_FILTER] });
    expect(isFacetValueSelected(start, 'quantity', '0')).toBe(false);
    expect(toggleFacetValue(start, 'quantity', '5').query.filters).toEqual([
      { name: 'quantity', type: 'text', values: ['5'] },
    ]);
  });
});
