import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  disabledFacetValues,
  GIFT_CARD_WORD,
  isColourFacet,
  isFacetValueDisabled,
  isGiftCardValue,
  visibleFacets,
} from '@/domain/search/facet-visibility';
import { formatRangeValue } from '@/domain/search/range-value';
import { aFacet, facets, giftCardValue, plainFacetValue } from '../../support/search-arbitraries';

const valuesOf = (facet: { values: readonly { value: string }[] }) =>
  facet.values.map((facetValue) => facetValue.value);

describe('gift-card values (docs/product.md#filters-and-sort)', () => {
  it('are numeric or contain presentkort in any case', () => {
    expect(GIFT_CARD_WORD).toBe('presentkort');
    for (const value of [
      '500',
      '0',
      '2,5',
      '99.50',
      ' 250 ',
      'Presentkort',
      'DIGITALT PRESENTKORT',
      'presentkort 500 kr',
    ]) {
      expect(isGiftCardValue(value), value).toBe(true);
    }
    for (const value of [
      '',
      ' ',
      'Blue',
      '500 kr',
      'a12',
      '12a',
      '1.',
      '.5',
      '1,2,3',
      '-5',
      'present kort',
      'Ø 27',
    ]) {
      expect(isGiftCardValue(value), value).toBe(false);
    }
  });

  test.prop([giftCardValue])('every gift-card value is one', (value) => {
    expect(isGiftCardValue(value)).toBe(true);
  });

  test.prop([plainFacetValue])('colours, sizes and the like are not', (value) => {
    expect(isGiftCardValue(value)).toBe(false);
  });
});

describe('colour facets (docs/product.md#filters-and-sort)', () => {
  it('are the facets whose name speaks of colour', () => {
    for (const name of ['color', 'Colour', 'COLOR', 'color_code_en', 'swatch_colour']) {
      expect(isColourFacet({ name }), name).toBe(true);
    }
    for (const name of ['size', 'col', 'colr', 'category1', 'brand']) {
      expect(isColourFacet({ name }), name).toBe(false);
    }
  });
});

describe('visible facets (docs/product.md#filters-and-sort)', () => {
  test.prop([facets])('no gift-card value is ever visible, in any facet', (given) => {
    for (const facet of visibleFacets(given)) {
      expect(facet.values.length).toBeGreaterThan(0);
      for (const value of valuesOf(facet)) expect(isGiftCardValue(value)).toBe(false);
    }
  });

  test.prop([facets])('every other value stays, in order, in its facet', (given) => {
    const shown = visibleFacets(given);
    for (const facet of given) {
      const visible = shown.find((candidate) => candidate.name === facet.name);
      const kept = valuesOf(facet).filter((value) => !isGiftCardValue(value));
      expect(visible ? valuesOf(visible) : []).toEqual(kept);
      // Nothing hidden: the facet as it came.
      if (kept.length === facet.values.length && kept.length > 0) expect(visible).toBe(facet);
    }
    const order = given.map((facet) => facet.name);
    const shownOrder = shown.map((facet) => order.indexOf(facet.name));
    expect(shownOrder).toEqual([...shownOrder].sort((a, b) => a - b));
  });

  test.prop([
    fc.constantFrom('color', 'Colour', 'color_code_en', 'size', 'category1'),
    fc.uniqueArray(giftCardValue, { maxLength: 4 }),
  ])(
    'a facet of gift-card values only is left out, a colour facet as any other',
    (name, values) => {
      expect(visibleFacets([aFacet(name, values)])).toEqual([]);
    },
  );

  test.prop([
    fc.array(
      fc.record({
        from: fc.option(fc.nat(), { nil: undefined }),
        to: fc.option(fc.nat(), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  ])('a range facet keeps its ranges, whatever amounts they span', (ranges) => {
    const price = aFacet('price', [...new Set(ranges.map(formatRangeValue))]);
    expect(visibleFacets([price])).toEqual([price]);
  });

  it('hides a gift card’s amounts from the sizes and its name from the colours and categories', () => {
    const brand = aFacet('brand', ['Lera']);
    expect(
      visibleFacets([
        {
          name: 'color',
          values: [{ value: 'Blue', count: 3 }, { value: '500' }, { value: 'Sand' }],
        },
        aFacet('Colour', ['Presentkort', '250']),
        aFacet('category1', ['Servering', 'Presentkort']),
        aFacet('size', ['S', '250', 'M', '500', '150x250', '1000', '10 cm']),
        aFacet('color_code_en', []),
        brand,
      ]),
    ).toEqual([
      { name: 'color', values: [{ value: 'Blue', count: 3 }, { value: 'Sand' }] },
      aFacet('category1', ['Servering']),
      aFacet('size', ['S', 'M', '150x250', '10 cm']),
      brand,
    ]);
  });
});

describe('disabled facet values (docs/product.md#filters-and-sort)', () => {
  test.prop([facets, facets])(
    'are the initial values the current result does not hold',
    (initial, current) => {
      const disabled = disabledFacetValues(initial, current);
      expect([...disabled.keys()]).toEqual(initial.map((facet) => facet.name));
      for (const facet of initial) {
        const now = current.find((candidate) => candidate.name === facet.name);
        const nowValues = now ? valuesOf(now) : [];
        const off = disabled.get(facet.name) ?? [];
        for (const value of off) expect(valuesOf(facet)).toContain(value);
        for (const value of off) expect(nowValues).not.toContain(value);
        expect(off).toEqual(valuesOf(facet).filter((value) => !nowValues.includes(value)));
      }
    },
  );

  test.prop([facets])('nothing is disabled while the result has every value', (given) => {
    for (const off of disabledFacetValues(given, given).values()) expect(off).toEqual([]);
  });

  it('a value counts only in its own facet', () => {
    const current = [aFacet('color', ['Blue', 'Sand']), aFacet('size', ['S', 'M'])];
    expect(isFacetValueDisabled(current, 'color', 'Blue')).toBe(false);
    expect(isFacetValueDisabled(current, 'size', 'Blue')).toBe(true);
    expect(isFacetValueDisabled(current, 'color', 'S')).toBe(true);
    expect(isFacetValueDisabled([], 'color', 'Blue')).toBe(true);
  });

  it('a value or a facet missing from the result is disabled', () => {
    const initial = [aFacet('color', ['Blue', 'Sand', 'Ocean']), aFacet('size', ['S', 'M'])];
    const current = [aFacet('color', ['Sand']), aFacet('brand', ['Mateus'])];
    expect(disabledFacetValues(initial, current)).toEqual(
      new Map([
        ['color', ['Blue', 'Ocean']],
        ['size', ['S', 'M']],
      ]),
    );
  });
});
