/**
 * docs/product.md#search-data custom fields: what the commerce backend adds to each variant in the
 * search index. The provider's snake_case names become camelCase; `price_text_{currency uri}`
 * fields are gathered in `priceText`, keyed by the currency uri.
 */
export interface VariantFields {
  readonly centraItemId: string;
  readonly urlKey: string;
  readonly volume?: string;
  readonly colorCodeEn?: string;
  readonly oldColors?: string;
  readonly swatchImageUrl?: string;
  readonly hoverImage?: string;
  /** Read from the provider's JSON list of strings. */
  readonly badges: readonly string[];
  readonly priceText: Readonly<Record<string, string>>;
}

/** docs/product.md#search-data: one buyable colour or size of a search item. */
export interface Variant {
  readonly id: string;
  /** Stock online. */
  readonly quantity: number;
  readonly price: number;
  /** docs/product.md#search-data `compare_at`: the price before a sale, when on sale. */
  readonly compareAt?: number | undefined;
  readonly color: readonly string[];
  readonly size: readonly string[];
  readonly imageUrl: string;
  readonly customFields: VariantFields;
}

/** docs/product.md#search-data: a product as the search provider returns it. */
export interface SearchItem {
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly thumbnailUrl: string;
  readonly imageUrl: string;
  /** The provider's own address for the product; the shop links by `customFields.urlKey`. */
  readonly productUrl?: string | undefined;
  readonly price: number;
  /** docs/product.md#search-data `compare_at`: the shown variant's price before a sale. */
  readonly compareAt?: number | undefined;
  /** The category levels, top level first. */
  readonly category: readonly string[];
  readonly quantity: number;
  readonly selectedVariantId: string;
  readonly size: readonly string[];
  readonly variants: readonly Variant[];
  readonly customFields: { readonly urlKey: string; readonly centraItemId: string };
}
