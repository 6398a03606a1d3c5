import { SWATCH_COLOURS } from '@/domain/search/facet-visibility';
import { LANGUAGES, type Language } from '@/domain/site/site';
import {
  seedCatalogue,
  CURATED_PRODUCT_COUNT,
  type CatalogueSeed,
  type SeedProduct,
} from '@/adapters/memory/seed/catalogue/catalogue.seed';
import {
  GIFT_CARD_CATEGORY,
  type IndexedItem,
  type IndexedVariant,
  type SearchIndex,
  type Suggestion,
} from './indexed-catalogue';
import { buildSuggestions } from './search-suggestions';
import { tokenize } from './search-text';

const WEIGHT = { name: 3, category: 2, colour: 2, brand: 1 } as const;

/** Indexes a catalogue: one search item per design (silk id), its colours the variants. */
export function buildSearchIndex(catalogue: CatalogueSeed): SearchIndex {
  const categoryOf = new Map(catalogue.categories.map((category) => [category.id, category]));
  const bySilk = new Map<string, SeedProduct[]>();
  for (const product of catalogue.products) {
    bySilk.set(product.silkId, [...(bySilk.get(product.silkId) ?? []), product]);
  }
  const items: IndexedItem[] = [];
  const variants: IndexedVariant[] = [];
  const postings = new Map<string, Map<number, number>>();
  const post = (text: string, variant: number, weight: number) => {
    for (const word of tokenize(text)) {
      const entry = postings.get(word) ?? new Map<number, number>();
      entry.set(variant, Math.max(entry.get(variant) ?? 0, weight));
      postings.set(word, entry);
    }
  };
  for (const [silkId, products] of bySilk) {
    const first = products[0] as SeedProduct;
    const categories = first.categoryIds.flatMap((id) => categoryOf.get(id) ?? []);
    const giftCard = categories.some((category) => category.name === GIFT_CARD_CATEGORY);
    const positions = products.map((product) => {
      const position = variants.length;
      const colour = giftCard
        ? { sv: GIFT_CARD_CATEGORY, en: GIFT_CARD_CATEGORY }
        : product.silkVariantName;
      const sizes = product.items.map((entry) => entry.size).filter((size) => size !== '');
      variants.push({ item: items.length, product, colour, sizes });
      for (const language of LANGUAGES) post(product.name[language], position, WEIGHT.name);
      for (const category of categories) {
        for (const name of [category.name, ...Object.values(category.label)]) {
          post(name, position, WEIGHT.category);
        }
      }
      const colourNames = [product.color, ...(SWATCH_COLOURS[product.color] ?? [])];
      for (const name of [...colourNames, ...Object.values(colour)]) {
        post(name, position, WEIGHT.colour);
      }
      post(product.brandName, position, WEIGHT.brand);
      return position;
    });
    items.push({
      id: silkId,
      variants: positions,
      title: first.name,
      categories: categories.map((category) => category.name),
      brand: first.brandName,
      createdAt: products.map((product) => product.createdAt).reduce(later),
    });
  }
  const words = new Map(
    [...postings].map(([word, entry]) => [
      word,
      [...entry].map(([variant, weight]) => ({ variant, weight })),
    ]),
  );
  const labels = new Map(catalogue.categories.map((category) => [category.name, category.label]));
  const suggestions = Object.fromEntries(
    LANGUAGES.map((language) => [language, buildSuggestions(items, variants, labels, language)]),
  ) as Record<Language, readonly Suggestion[]>;
  return { items, variants, words, suggestions };
}

const later = (a: string, b: string) => (b > a ? b : a);

const seeded = new Map<number, SearchIndex>();

/**
 * The index over `seedCatalogue(size)`, built on first use and shared by every request and
 * market after that (the fake and the stub backend alike).
 */
export function seededSearchIndex(size = CURATED_PRODUCT_COUNT): SearchIndex {
  const known = seeded.get(size);
  if (known) return known;
  const index = buildSearchIndex(seedCatalogue(size));
  seeded.set(size, index);
  return index;
}
