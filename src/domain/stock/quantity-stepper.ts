/**
 * docs/product.md#product-list-item, docs/product.md#validation: a quantity selector starts at,
 * resets to and stops at 1.
 */
export const QUANTITY_MIN = 1;

/** A quantity selector: its quantity, the item's stock and how many are already in the cart. */
export interface QuantitySelector {
  readonly quantity: number;
  readonly stock: number;
  readonly inCart: number;
}

export interface QuantityButtons {
  readonly plusDisabled: boolean;
  readonly minusDisabled: boolean;
}

/**
 * docs/product.md#validation: plus is disabled when the stock is 0, when the quantity reaches the
 * stock, or when the quantity plus the cart quantity would pass the stock — all three say one more
 * would pass the stock, so plus is enabled exactly when the add-to-cart limit would accept one
 * more. Minus is disabled at `min`: 1, or 0 for the hero hotspot (docs/product.md#hero-hotspot).
 */
export function quantityButtons(selector: QuantitySelector, min = QUANTITY_MIN): QuantityButtons {
  return {
    plusDisabled: selector.quantity + selector.inCart >= selector.stock,
    minusDisabled: selector.quantity <= min,
  };
}
