import type { Language } from '@/domain/site/site';
import type { SeedProduct } from '@/adapters/memory/seed/catalogue/catalogue.seed';

export type Localized = Readonly<Record<Language, string>>;

/**
 * The gift-card category: its products carry this word as their colour (docs/product.md#validation
 * filters).
 */
export const GIFT_CARD_CATEGORY = 'Presentkort';

/** One colour of a design: a variant of its search item (docs/product.md#search-data). */
export interface IndexedVariant {
  /** Position of its search item in `SearchIndex.items`. */
  readonly item: number;
  readonly product: SeedProduct;
  /** The colour facet value in each language. */
  readonly colour: Localized;
  /** The sizes sold, none for a one-size product. */
  readonly sizes: readonly string[];
}

/** One design with its colours (docs/product.md#search-data). */
export interface IndexedItem {
  /** The design's silk product id. */
  readonly id: string;
  /** Positions in `SearchIndex.variants`, in the catalogue's colour order. */
  readonly variants: readonly number[];
  readonly title: Localized;
  /** Swedish category names, top level first (the `category1`, `category2` facets). */
  readonly categories: readonly string[];
  readonly brand: string;
  /** When its newest colour was added (docs/product.md#commerce-backend latest). */
  readonly createdAt: string;
}

/** A variant an indexed word describes, and how strongly (a name counts most). */
export interface Posting {
  readonly variant: number;
  readonly weight: number;
}

/** The catalogue as the fake search provider holds it: built once, read by every request. */
export interface SearchIndex {
  readonly items: readonly IndexedItem[];
  readonly variants: readonly IndexedVariant[];
  /** Inverted: each distinct word, normalized, to the variants it describes. */
  readonly words: ReadonlyMap<string, readonly Posting[]>;
  readonly suggestions: Readonly<Record<Language, readonly Suggestion[]>>;
}

/**
 * A phrase the search panel may suggest (docs/product.md#search-provider), and how many items it
 * names.
 */
export interface Suggestion {
  readonly value: string;
  /** The phrase's words, normalized. */
  readonly words: readonly string[];
  readonly popularity: number;
}
