/**
 * docs/product.md#products-and-variants a product's price in one pricelist
 * (`markets … pricesByPricelist`).
 */
export interface ProductPrice {
  /** As the commerce backend writes it, currency included. */
  readonly price: string;
  readonly priceAsNumber: number;
  readonly priceBeforeDiscount: string;
  readonly priceBeforeDiscountAsNumber: number;
  /** Whole percent off; 0 when the product is not discounted. */
  readonly discountPercent: number;
}

/**
 * docs/product.md#products-and-variants: one buyable size of a product and its stock in each
 * market.
 */
export interface ProductItem {
  /** The item id carts and wishlists use. */
  readonly id: string;
  readonly sku: string;
  /** The size as sold (`M`, `50x70`, `500`); empty for a one-size product. */
  readonly size: string;
  /** Stock keyed by market id (docs/product.md#cart-data). */
  readonly stockByMarket: Readonly<Record<string, number>>;
}

/** A product picture, full size; widths are made by the image CDN (docs/product.md#other-calls). */
export interface ProductImage {
  readonly url: string;
  readonly alt: string;
}

/**
 * docs/product.md#products-and-variants, in the language of the site it was fetched for. Prices and
 * stock are kept for every pricelist and market, as the commerce backend sends them; the shop picks
 * the current ones.
 */
export interface Product {
  readonly id: string;
  /**
   * The product page's path segment (docs/product.md#product-page: product pages are reached by URL
   * key).
   */
  readonly uri: string;
  /**
   * docs/product.md#products-and-variants `canonicalUri`: the one path the product is filed under,
   * its category's first.
   */
  readonly canonicalUri: string;
  readonly name: string;
  readonly brandName: string;
  readonly excerpt: string;
  readonly description: string;
  readonly sku: string;
  /**
   * docs/product.md#products-and-variants `mother_sku_value`: shared by the colours of one design
   * (base product content).
   */
  readonly motherSku: string;
  /**
   * The silk product (docs/product.md#commerce-backend): the colour variants of one design share
   * this id.
   */
  readonly silkId: string;
  /**
   * The colour as shown for this variant (docs/product.md#products-and-variants silkVariantName).
   */
  readonly silkVariantName: string;
  /** The docs/product.md#constants-and-limits swatch colour name, in English. */
  readonly color: string;
  readonly measurement?: string | undefined;
  readonly volume?: string | undefined;
  /** Ids of the categories the product is in, most specific last. */
  readonly categoryIds: readonly string[];
  readonly media: readonly ProductImage[];
  readonly hoverImage?: string | undefined;
  readonly swatchImageUrl?: string | undefined;
  /** docs/product.md#search-data custom field `badges`: labels such as `New` or `Handmade`. */
  readonly badges: readonly string[];
  /**
   * docs/product.md#products-and-variants `old_colors`: the colour names this colour was sold under
   * before.
   */
  readonly oldColors?: string | undefined;
  readonly items: readonly ProductItem[];
  /** Keyed by pricelist id. */
  readonly pricesByPricelist: Readonly<Record<string, ProductPrice>>;
  /**
   * When the product was added, ISO 8601: the newest items are the "latest"
   * (docs/product.md#commerce-backend).
   */
  readonly createdAt: string;
}

/**
 * A category of the catalogue. Its `name` is the Swedish name the search index and the
 * category routes use in every language (docs/product.md#category-lists,
 * docs/product.md#product-size-selection diameter categories); `label` is the name shown in the site's language.
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
 * docs/product.md#commerce-backend `findify/storyblok-plugin-data`: how the editors may filter a
 * product list, keyed by the search provider's facet name — and how the site's language names the
 * facet and its values (docs/product.md#filters-and-sort).
 */
export interface FilterMetadata {
  readonly findifyKey: string;
  /** The filter's name in the site's language. */
  readonly label: string;
  /** How the search provider filters on it: chosen values, or a numeric range. */
  readonly type: 'text' | 'category' | 'range';
  /** The values to choose from; `[]` for a range. */
  readonly values: readonly FilterValue[];
}

/** One value of a filter: as the search provider names it, and as the site's language reads it. */
export interface FilterValue {
  readonly value: string;
  /** The value in the site's language; the value itself where the backend gives no label. */
  readonly label: string;
}

/**
 * docs/product.md#commerce-backend `PUT /yotpo/settings/{id}`: whether reviews are shown for a
 * product, and where from.
 */
export interface ReviewSettings {
  readonly productId: string;
  readonly enabled: boolean;
  readonly appKey: string;
}
