import type { FilterMetadata, FilterValue } from '@/domain/catalogue/product';
import type { Language } from '@/domain/site/site';
import type { SeedCategory } from './seed/catalogue/categories.seed';
import type { CatalogueSeed } from './seed/catalogue/catalogue.seed';

type Localized = Readonly<Record<Language, string>>;

interface FilterDefinition {
  readonly findifyKey: string;
  readonly label: Localized;
  readonly type: FilterMetadata['type'];
  readonly values: (seed: CatalogueSeed, language: Language) => readonly FilterValue[];
}

/**
 * The facets the search index has (docs/product.md#search-and-filters,
 * docs/product.md#filters-and-sort): category levels, colour, size and price, each value as the
 * index names it with its label in the site's language.
 */
const FILTERS: readonly FilterDefinition[] = [
  {
    findifyKey: 'category1',
    label: { sv: 'Kategori', en: 'Category' },
    type: 'category',
    values: (seed, language) =>
      categoryValues(seed, language, (category) => category.parentId === null),
  },
  {
    findifyKey: 'category2',
    label: { sv: 'Underkategori', en: 'Subcategory' },
    type: 'category',
    values: (seed, language) =>
      categoryValues(seed, language, (category) => category.parentId !== null),
  },
  {
    findifyKey: 'color',
    label: { sv: 'Färg', en: 'Colour' },
    type: 'text',
    // The index names a colour in the site's language already.
    values: (seed, language) =>
      unlabelled(seed.products.map((product) => product.silkVariantName[language])),
  },
  {
    findifyKey: 'size',
    label: { sv: 'Storlek', en: 'Size' },
    type: 'text',
    values: (seed) =>
      unlabelled(seed.products.flatMap((product) => product.items.map((item) => item.size))),
  },
  { findifyKey: 'price', label: { sv: 'Pris', en: 'Price' }, type: 'range', values: () => [] },
];

/**
 * docs/product.md#commerce-backend `findify/storyblok-plugin-data` over a seeded catalogue: the
 * filters an editor may put on a product list, with the values the catalogue has, labelled in the
 * site's language.
 */
export function filterMetadataOf(
  seed: CatalogueSeed,
  language: Language,
): readonly FilterMetadata[] {
  return FILTERS.map((filter) => ({
    findifyKey: filter.findifyKey,
    label: filter.label[language],
    type: filter.type,
    values: filter.values(seed, language),
  }));
}

/**
 * The categories `level` picks that hold products, in the tree's order: their Swedish names, the
 * values the index holds, labelled in `language`.
 */
function categoryValues(
  seed: CatalogueSeed,
  language: Language,
  level: (category: SeedCategory) => boolean,
): readonly FilterValue[] {
  const used = new Set(seed.products.flatMap((product) => product.categoryIds));
  return seed.categories
    .filter((c) => level(c) && used.has(c.id))
    .map((c) => ({ value: c.name, label: c.label[language] }));
}

/** The non-empty values, each once, sorted the Swedish way, each its own label. */
function unlabelled(values: readonly string[]): readonly FilterValue[] {
  return [...new Set(values.filter((value) => value !== ''))]
    .sort((a, b) => a.localeCompare(b, 'sv'))
    .map((value) => ({ value, label: value }));
}
