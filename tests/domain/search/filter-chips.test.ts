import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { toggleFacetValue } from '@/domain/search/facet-toggle';
import { clearFilterChips, filterChips, removeFilterChip } from '@/domain/search/filter-chips';
import { setInStockOnline } from '@/domain/search/in-stock-filter';
import { createNamedQuery } from '@/domain/search/named-query';
import { type SearchFilter, selectedValues, valueFilter } from '@/domain/search/search-filter';
import { FIRST_PAGE } from '@/domain/search/named-query';
import { sortByPrice } from '@/domain/search/search-sort';
import { applyChange, filterChange, namedQuery } from '../../support/search-arbitraries';

/** Filters as a set: the order of filters and of a filter's values left out. */
const asSet = (filters: readonly SearchFilter[]) =>
  [...filters]
    .map((filter) =>
      filter.type === 'range' ? filter : { ...filter, values: [...filter.values].sort() },
    )
    .sort((a, b) => a.name.localeCompare(b.name));

describe('filter chips (docs/product.md#filters-and-sort)', () => {
  test.prop([namedQuery])('a fresh query, with its initial filters, has no chip', (start) => {
    expect(filterChips(start)).toEqual([]);
  });

  test.prop([namedQuery, fc.array(filterChange, { maxLength: 12 })])(
    'removing a chip takes away that chip and no other',
    (start, changes) => {
      const state = changes.reduce(applyChange, start);
      for (const chip of filterChips(state)) {
        const after = filterChips(removeFilterChip(state, chip));
        expect(after).not.toContainEqual(chip);
        expect(after.length).toBe(filterChips(state).length - 1);
      }
    },
  );

  test.prop([namedQuery, fc.array(filterChange, { maxLength: 12 })])(
    'clear all leaves no chip, gives back the initial filters and keeps the sort',
    (start, changes) => {
      const state = changes.reduce(applyChange, start);
      const cleared = clearFilterChips(state);
      expect(filterChips(cleared)).toEqual([]);
      expect(cleared.query.filters).toEqual(start.initialFilters);
      expect(cleared.query.sort).toEqual(state.query.sort);
      expect(cleared.currentPage).toBe(FIRST_PAGE);
    },
  );

  test.prop([namedQuery, fc.array(filterChange, { maxLength: 12 })])(
    'with the initial values kept, removing every chip one by one comes to clear all',
    (start, changes) => {
      let state = changes.reduce(applyChange, start);
      fc.pre(
        start.initialFilters.every((initial) =>
          initial.type === 'range'
            ? true
            : initial.values.every((value) =>
                selectedValues(state.query.filters, initial.name).includes(value),
              ),
        ),
      );
      for (let chip = filterChips(state)[0]; chip; chip = filterChips(state)[0]) {
        state = removeFilterChip(state, chip);
      }
      expect(asSet(state.query.filters)).toEqual(asSet(clearFilterChips(state).query.filters));
    },
  );

  it("names each of the shopper's values and in stock online, never the list's own", () => {
    const start = createNamedQuery({
      filters: [valueFilter('category1', ['Servering'])],
      rules: [valueFilter('category1', ['Servering'])],
    });
    const chosen = setInStockOnline(
      toggleFacetValue(toggleFacetValue(start, 'color', 'Hav'), 'color', 'Sand'),
      true,
    );
    expect(filterChips(sortByPrice(chosen, 'asc'))).toEqual([
      { kind: 'value', facet: 'color', value: 'Hav' },
      { kind: 'value', facet: 'color', value: 'Sand' },
      { kind: 'in-stock' },
    ]);
  });

  it('gives a category facet its initial value back when the chosen one is removed', () => {
    const start = createNamedQuery({ filters: [valueFilter('category2', ['Tallrikar'])] });
    const moved = toggleFacetValue(start, 'category2', 'Skålar');
    const [chip] = filterChips(moved);
    expect(chip).toEqual({ kind: 'value', facet: 'category2', value: 'Skålar' });
    expect(removeFilterChip(moved, chip!).query.filters).toEqual(start.initialFilters);
  });
});
