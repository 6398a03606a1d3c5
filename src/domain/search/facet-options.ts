import { isFacetValueDisabled, visibleFacets } from './facet-visibility';
import type { Facet } from './search-response';

/** One choice of the filter panel. */
export interface FacetOption {
  readonly value: string;
  readonly disabled: boolean;
}

/** One facet of the filter panel, with its choices. */
export interface FacetGroup {
  readonly name: string;
  readonly options: readonly FacetOption[];
}

/**
 * docs/product.md#validation: what the filter panel offers. The initial facets are shown so that
 * choices do not vanish as filters narrow the result, less the hidden gift-card values; a value the
 * current result lacks is disabled. Before the initial facets are known, the current facets are
 * shown.
 */
export function facetOptions(
  initialFacets: readonly Facet[],
  facets: readonly Facet[],
): readonly FacetGroup[] {
  const shown = initialFacets.length === 0 ? facets : initialFacets;
  return visibleFacets(shown).map((facet) => ({
    name: facet.name,
    options: facet.values.map(({ value }) => ({
      value,
      disabled: isFacetValueDisabled(facets, facet.name, value),
    })),
  }));
}
