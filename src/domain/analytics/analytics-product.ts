/**
 * A product as analytics needs it: whatever the page shows it from (docs/product.md#other-calls).
 */
export interface AnalyticsProduct {
  /** The SKU. */
  readonly id: string;
  readonly name: string;
  /** Price of one piece, as a number in the event's currency. */
  readonly price: number;
  readonly brand?: string;
  /** Category levels, top first (docs/product.md#analytics: `category1`, `category2`, …). */
  readonly category?: readonly string[];
  /** Colour or size of the chosen variant. */
  readonly variant?: string;
}

/** A product with the number of pieces added, removed, checked out or bought. */
export interface AnalyticsCartLine extends AnalyticsProduct {
  readonly quantity: number;
}

/**
 * The product object of the enhanced-ecommerce data layer (GA Universal): `id`, `name`,
 * `price`, and when known `brand`, `category` (levels joined by `/`), `variant`, `quantity`,
 * `position` (1-based) and `list`.
 */
export interface EcommerceProduct {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly brand?: string;
  readonly category?: string;
  readonly variant?: string;
  readonly quantity?: number;
  readonly position?: number;
  readonly list?: string;
}

type Extras = Pick<EcommerceProduct, 'quantity' | 'position' | 'list'>;

/**
 * Maps a product to the data layer's product object. Empty or missing optional fields are left
 * out rather than sent blank, so reports do not fill up with "(not set)" twins.
 */
export function ecommerceProduct(product: AnalyticsProduct, extras: Extras = {}): EcommerceProduct {
  const category = (product.category ?? []).filter((level) => level !== '').join('/');
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    ...(product.brand ? { brand: product.brand } : {}),
    ...(category ? { category } : {}),
    ...(product.variant ? { variant: product.variant } : {}),
    ...(extras.quantity === undefined ? {} : { quantity: extras.quantity }),
    ...(extras.position === undefined ? {} : { position: extras.position }),
    ...(extras.list ? { list: extras.list } : {}),
  };
}

/** Cart lines as data-layer products, each with its quantity. */
export function ecommerceLines(lines: readonly AnalyticsCartLine[]): readonly EcommerceProduct[] {
  return lines.map((line) => ecommerceProduct(line, { quantity: line.quantity }));
}
