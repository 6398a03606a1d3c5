export const LiveShoppingPlayer = Symbol('LiveShoppingPlayer');

/** What the show asks of the shop (SPEC §7 Other: the live-shopping embed's events). */
export interface LiveShoppingHandlers {
  /** The show wants a product's data, by the sku it shows. */
  productData(sku: string): Promise<unknown>;
  /** Adds to the cart; `out-of-stock` when the item's stock is not above 0 (SPEC §8). */
  addToCart(
    itemId: string,
  ): Promise<{ readonly ok: true } | { readonly ok: false; readonly reason: 'out-of-stock' }>;
  /** The show changed a quantity in its own cart view. */
  updateCart(itemId: string, quantity: number): Promise<void>;
  /** The show wants the shop's cart. */
  syncCart(): Promise<void>;
  /** The shopper wants to pay. */
  checkout(): void;
}

/** The live-shopping embed, loaded on demand (SPEC §7 Other). */
export interface LiveShoppingPlayer {
  /** Opens the show `showId`, answering its events with `handlers`. */
  open(showId: string, handlers: LiveShoppingHandlers): Promise<void>;
  close(): void;
}
