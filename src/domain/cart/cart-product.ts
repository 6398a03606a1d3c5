/** A product's name and colour name in one language (docs/product.md#cart-data `localized`). */
export interface LocalizedProductName {
  readonly name: string;
  /** docs/product.md#cart-data silkVariantName: the colour as shown. */
  readonly variantName: string;
}

/**
 * docs/product.md#cart-data: the product a cart line is of, as the commerce backend sends it with
 * the line, so the cart panel can show and link it without fetching the product.
 */
export interface CartProduct extends LocalizedProductName {
  /** docs/product.md#cart-data `mother_sku_value`: shared by the colours of one design. */
  readonly motherSku: string;
  readonly productSku: string;
  /** The product page's path segment. */
  readonly uri: string;
  /** The product's canonical path, category included. */
  readonly canonicalUri: string;
  /**
   * The first picture, original size or else full (docs/product.md#cart-data media); none without
   * pictures.
   */
  readonly image?: string | undefined;
  /**
   * Stock of the line's item keyed by market id (docs/product.md#cart-data items stockByMarket).
   */
  readonly stockByMarket: Readonly<Record<string, number>>;
  /** The name and colour name per language code. */
  readonly localized: Readonly<Record<string, LocalizedProductName>>;
  readonly measurement?: string | undefined;
  readonly volume?: string | undefined;
  readonly folderName?: string | undefined;
}

/**
 * docs/product.md#cart-data localized name and silkVariantName: the names in the shopper's
 * language, or the ones the backend sent at the top when it has none in that language.
 */
export function productNameIn(product: CartProduct, language: string): LocalizedProductName {
  const localized = Object.hasOwn(product.localized, language)
    ? product.localized[language]
    : undefined;
  return localized ?? { name: product.name, variantName: product.variantName };
}

/**
 * docs/product.md#cart-data items stockByMarket: how many of a line's item the market has, which
 * caps the cart line drop-down (docs/product.md#validation). A line sent without its product, or a
 * market the item has no stock entry for, has none.
 */
export function lineStock(
  line: { readonly product?: CartProduct | undefined },
  marketId: string,
): number {
  const stock = line.product?.stockByMarket;
  return stock !== undefined && Object.hasOwn(stock, marketId) ? (stock[marketId] ?? 0) : 0;
}
