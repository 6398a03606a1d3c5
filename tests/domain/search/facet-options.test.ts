import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { facetOptions } from '@/domain/search/facet-options';
import { isGiftCardValue, visibleFacets } from '@/domain/search/facet-visibility';
import { aFacet, facets } from '../../support/search-arbitraries';

describe('filter panel options (docs/product.md#filters-and-sort)', () => {
  test.prop([facets, facets])(
    'offers the visible initial values, disabling those the result lacks',
    (initial, current) => {
      const options = facetOptions(initial, current);
      const shown = visibleFacets(initial.length === 0 ? current : initial);
      expect(options.map((group) => group.name)).toEqual(shown.map((facet) => facet.name));
      for (const group of options) {
        const now = current.find((facet) => facet.name === group.name);
        for (const option of group.options) {
          expect(isGiftCardValue(option.value)).toBe(false);
          const held = now?.values.some((facetValue) => facetValue.value === option.value) ?? false;
          expect(option.disabled).toBe(!held);
        }
      }
    },
  );

  test.prop([facets])(
    'before the initial facets are known, every current value is enabled',
    (current) => {
      for (const group of facetOptions([], current)) {
        for (const option of group.options) expect(option.disabled).toBe(false);
      }
    },
  );

  it('keeps narrowed-away values as disabled choices', () => {
    const initial = [
      aFacet('color', ['Blue', 'Sand', '500']),
      aFacet('category1', ['Tableware', 'Textiles']),
      aFacet('size', ['S', '250']),
    ];
    const current = [aFacet('color', ['Sand'])];
    expect(facetOptions(initial, current)).toEqual([
      {
        name: 'color',
        options: [
          { value: 'Blue', disabled: true },
          { value: 'Sand', disabled: false },
        ],
      },
      {
        name: 'category1',
        options: [
          { value: 'Tableware', disabled: true },
          { value: 'Textiles', disabled: true },
        ],
      },
      { name: 'size', options: [{ value: 'S', disabled: true }] },
    ]);
    expect(facetOptions([], current)).toEqual([
      { name: 'color', options: [{ value: 'Sand', disabled: false }] },
    ]);
  });
});
