import type { Facet } from './search-response';

/**
 * docs/product.md#constants-and-limits swatch colour names (English) with their Swedish aliases
 * (docs/product.md#filters-and-sort).
 */
export const SWATCH_COLOURS: Readonly<Record<string, readonly string[]>> = {
  blue: ['blå'],
  cinnamon: ['kanel'],
  green: ['grön'],
  grey: ['grå'],
  'icy blue': ['isblå'],
  'light blue': ['ljusblå'],
  'light pink': ['ljusrosa'],
  'forest green': ['skogsgrön'],
  ocean: ['hav'],
  orange: ['orange'],
  pink: ['rosa'],
  plum: ['plommon'],
  purple: ['lila'],
  sand: ['sand'],
  turquoise: ['turkos'],
  white: ['vit'],
  yellow: ['gul'],
  earth: ['jord'],
  red: ['röd'],
  'off-white': ['benvit'],
  'decorated christmas': ['dekorerad jul'],
};

/** docs/product.md#validation: the Swedish word for gift card, found in gift-card facet values. */
export const GIFT_CARD_WORD = 'presentkort';

const NUMERIC = /^\d+(?:[.,]\d+)?$/;
const COLOUR_FACET = /colou?r/i;

/**
 * docs/product.md#validation: a gift-card value is numeric (an amount: `500`, `2,5`) or contains
 * 'presentkort' in any case. Surrounding spaces do not count.
 */
export function isGiftCardValue(value: string): boolean {
  const text = value.trim();
  return NUMERIC.test(text) || text.toLowerCase().includes(GIFT_CARD_WORD);
}

/** A colour facet: its name speaks of colour (`color`, `Colour`, `color_code_en`). */
export function isColourFacet(facet: Pick<Facet, 'name'>): boolean {
  return COLOUR_FACET.test(facet.name);
}

/**
 * docs/product.md#validation: the facets a shopper sees. Gift-card values are hidden in every
 * facet — a gift card's amounts reach the size facet, its name the colour and category facets —
 * and a facet left with no value, such as a colour facet of gift-card values only, is left out
 * (docs/decisions/0104-facets-speak-the-pages-language.md). A range facet's values (`0-500`) are
 * never gift-card values.
 */
export function visibleFacets(facets: readonly Facet[]): readonly Facet[] {
  return facets.flatMap((facet) => {
    const values = facet.values.filter((facetValue) => !isGiftCardValue(facetValue.value));
    if (values.length === 0) return [];
    return values.length === facet.values.length ? [facet] : [{ ...facet, values }];
  });
}

/**
 * docs/product.md#validation: a facet value is disabled when the current result's facets do not
 * hold it.
 */
export function isFacetValueDisabled(
  facets: readonly Facet[],
  name: string,
  value: string,
): boolean {
  return !facets.some(
    (facet) => facet.name === name && facet.values.some((held) => held.value === value),
  );
}

/**
 * docs/product.md#validation: the disabled values of each initial facet: those the current result's
 * facets do not hold (a facet missing from the result has all its values disabled).
 */
export function disabledFacetValues(
  initialFacets: readonly Facet[],
  facets: readonly Facet[],
): ReadonlyMap<string, readonly string[]> {
  return new Map(
    initialFacets.map(({ name, values }) => [
      name,
      values
        .map((facetValue) => facetValue.value)
        .filter((value) => isFacetValueDisabled(facets, name, value)),
    ]),
  );
}
