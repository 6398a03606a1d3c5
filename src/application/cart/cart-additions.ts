import { injectable } from 'inversify';

/** An add to cart that happened, as the features that follow the cart hear of it. */
export interface CartAddition {
  /** The item (variant and size) added. */
  readonly itemId: string;
  /** The variant the add was made for, when the caller named one (its wishlist id). */
  readonly variantId?: string | undefined;
  /** docs/product.md#panels: whether the add was made on the checkout route. */
  readonly onCheckoutRoute: boolean;
}

/**
 * The cart's announcements of each add that happened, so a feature above the cart (the
 * wishlist) follows an add without the cart knowing it: the cart depends on no feature that
 * depends on it (docs/architecture.md#feature-order).
 */
@injectable()
export class CartAdditions {
  private readonly listeners = new Set<(addition: CartAddition) => void>();

  /** Hears every add from now on; returns how to stop hearing. */
  listen(listener: (addition: CartAddition) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener of an add that happened. */
  announce(addition: CartAddition): void {
    for (const listener of this.listeners) listener(addition);
  }
}
