import type { Product } from '@/domain/catalogue/product';

export const LiveShoppingPlayer = Symbol('LiveShoppingPlayer');

/**
 * How the shop answers the show's add to cart (docs/product.md#errors: `out-of-stock` when stock is
 * not above 0).
 */
export type LiveAddToCartAnswer =
  { readonly ok: true } | { readonly ok: false; readonly reason: 'out-of-stock' | 'failed' };

/** A line of the shop's cart as the show's own cart view counts it: by sku. */
export interface LiveCartItem {
  readonly sku: string;
  readonly quantity: number;
}

/**
 * What the show asks of the shop (docs/product.md#other-calls: the live-shopping embed's events).
 * The show names products and items by sku, as embeds do.
 */
export interface LiveShoppingHandlers {
  /** The show wants a product's data, by the sku it shows; undefined when the shop has none. */
  productData(sku: string): Promise<Product | undefined>;
  /** Adds one of the item with this sku to the cart. */
  addToCart(sku: string): Promise<LiveAddToCartAnswer>;
  /** The show changed the quantity of an item in its own cart view (0 removes it). */
  updateCart(sku: string, quantity: number): Promise<void>;
  /** The show wants the shop's cart, to show the same lines in its own cart view. */
  syncCart(): Promise<readonly LiveCartItem[]>;
  /** The shopper wants to pay. */
  checkout(): void;
}

/** The live-shopping embed, loaded on demand (docs/product.md#other-calls). */
export interface LiveShoppingPlayer {
  /** Opens the show `showId`, answering its events with `handlers`. */
  open(showId: string, handlers: LiveShoppingHandlers): Promise<void>;
  close(): void;
}
