/** SPEC §3 a product's price in one pricelist (`markets … pricesByPricelist`). */
export interface ProductPrice {
  /** As the commerce backend writes it, currency included. */
  readonly price: string;
  readonly priceAsNumber: number;
  readonly priceBeforeDiscount: string;
  readonly priceBeforeDiscountAsNumber: number;
  /** Whole percent off; 0 when the product is not discounted. */
  readonly discountPercent: number;
}

/** SPEC §3 Product items: one buyable size of a product and its stock in each market. */
export interface ProductItem {
  /** The item id carts and wishlists use. */
  readonly id: string;
  readonly sku: string;
  /** The size as sold (`M`, `50x70`, `500`); empty for a one-size product. */
  readonly size: string;
  /** Stock keyed by market id (SPEC §3 stockByMarket). */
  readonly stockByMarket: Readonly<Record<string, number>>;
}

/** A product picture, full size; widths are made by the image CDN (SPEC §7). */
export interface ProductImage {
  readonly url: string;
  readonly alt: string;
}

/**
 * SPEC §3 Product, in the language of the site it was fetched for. Prices and stock are kept
 * for every pricelist and market, as the commerce backend sends them; the shop picks the
 * current ones.
 */
export interface Product {
  readonly id: string;
  /** The product page's path segment (SPEC §2: product pages are reached by URL key). */
  readonly uri: string;
  /** SPEC §3 `canonicalUri`: the one path the product is filed under, its category's first. */
  readonly canonicalUri: string;
  readonly name: string;
  readonly brandName: string;
  readonly excerpt: string;
  readonly description: string;
  readonly sku: string;
  /** SPEC §3 `mother_sku_value`: shared by the colours of one design (base product content). */
  readonly motherSku: string;
  /** The silk product (SPEC §7): the colour variants of one design share this id. */
  readonly silkId: string;
  /** The colour as shown for this variant (SPEC §3 silkVariantName). */
  readonly silkVariantName: string;
  /** The SPEC §9 swatch colour name, in English. */
  readonly color: string;
  readonly measurement?: string | undefined;
  readonly volume?: string | undefined;
  /** Ids of the categories the product is in, most specific last. */
  readonly categoryIds: readonly string[];
  readonly media: readonly ProductImage[];
  readonly hoverImage?: string | undefined;
  readonly swatchImageUrl?: string | undefined;
  /** SPEC §3 Variant custom field `badges`: labels such as `New` or `Handmade`. */
  readonly badges: readonly string[];
  /** SPEC §3 `old_colors`: the colour names this colour was sold under before. */
  readonly oldColors?: string | undefined;
  readonly items: readonly ProductItem[];
  /** Keyed by pricelist id. */
  readonly pricesByPricelist: Readonly<Record<string, ProductPrice>>;
  /** When the product was added, ISO 8601: the newest items are the "latest" (SPEC §7). */
  readonly createdAt: string;
}

/**
 * A category of the catalogue. Its `name` is the Swedish name the search index and the
 * category routes use in every language (SPEC §2 category lists, §4 diameter categories);
 * `label` is the name shown in the site's language.
 */
export interface Category {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  /** The category route below the site prefix, e.g. `servering/tallrikar`. */
  readonly uri: string;
  readonly parentId: string | null;
}

/**
 * SPEC §7 `findify/storyblok-plugin-data`: how the editors may filter a product list, keyed by
 * the search provider's facet name.
 */
export interface FilterMetadata {
  readonly findifyKey: string;
  /** The filter's name in the site's language. */
  readonly label: string;
  /** How the search provider filters on it: chosen values, or a numeric range. */
  readonly type: 'text' | 'category' | 'range';
  /** The values to choose from; `[]` for a range. */
  readonly values: readonly string[];
}

/** SPEC §7 `PUT /yotpo/settings/{id}`: whether reviews are shown for a product, and where from. */
export interface ReviewSettings {
  readonly productId: string;
  readonly enabled: boolean;
  readonly appKey: string;
}
