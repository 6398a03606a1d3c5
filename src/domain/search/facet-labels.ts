import type { FilterMetadata } from '@/domain/catalogue/product';

/**
 * How the site's language names the facets and their values: the filter metadata
 * (docs/product.md#commerce-backend `findify/storyblok-plugin-data`) by facet name.
 */
export interface FacetLabels {
  readonly titles: ReadonlyMap<string, string>;
  readonly values: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** No metadata (not loaded yet, or its call failed): every facet reads as the provider names it. */
export const NO_FACET_LABELS: FacetLabels = { titles: new Map(), values: new Map() };

const named = (label: string): boolean => label.trim() !== '';

/**
 * docs/product.md#filters-and-sort: the filter metadata as the lookup the filter panel reads. A
 * blank label names nothing, nor does a facet's label that only repeats its key (`size`: the
 * backend gave none), so the shop's own translation still names it. Where a facet or a value is
 * listed twice the first listing counts.
 */
export function facetLabels(metadata: readonly FilterMetadata[]): FacetLabels {
  const titles = new Map<string, string>();
  const values = new Map<string, Map<string, string>>();
  for (const filter of metadata) {
    const titled = named(filter.label) && filter.label !== filter.findifyKey;
    if (titled && !titles.has(filter.findifyKey)) {
      titles.set(filter.findifyKey, filter.label);
    }
    const labels = values.get(filter.findifyKey) ?? new Map<string, string>();
    for (const { value, label } of filter.values) {
      if (named(label) && !labels.has(value)) labels.set(value, label);
    }
    values.set(filter.findifyKey, labels);
  }
  return { titles, values };
}

/** The facet's name in the site's language, or `undefined` where the metadata gives none. */
export function facetTitle(labels: FacetLabels, facet: string): string | undefined {
  return labels.titles.get(facet);
}

/**
 * docs/product.md#filters-and-sort: a facet value as the site's language reads it — its label,
 * or the value as the search provider wrote it where the metadata has no label for it.
 */
export function facetValueLabel(labels: FacetLabels, facet: string, value: string): string {
  return labels.values.get(facet)?.get(value) ?? value;
}
