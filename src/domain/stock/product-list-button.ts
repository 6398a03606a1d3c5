import { isInStock, type StockedItem } from './stock-rules';

/**
 * docs/product.md#product-list-item, docs/product.md#constants-and-limits: after add to cart the
 * add animation lasts this long, then the quantity resets.
 */
export const ADD_TO_CART_ANIMATION_MS = 2000;

/**
 * A product list item's variant as its button needs it (docs/product.md#search-data, Search item).
 */
export interface ListItem extends StockedItem {
  /** The id the restock sign-up list holds for this variant (its item id). */
  readonly id: string;
  /** The price as the shopper reads it, already formatted. */
  readonly price: string;
}

/** What the product list item's button offers (docs/product.md#product-list-item). */
export type ProductListButton =
  | { readonly kind: 'add-to-cart'; readonly price: string }
  | { readonly kind: 'notify-me' }
  | { readonly kind: 'signed-up' };

/**
 * docs/product.md#product-list-item: in stock the button adds to cart and shows the price; out of
 * stock it offers notify me, or reads signed up once the item is in the restock sign-up list
 * (docs/product.md#interface-state, docs/product.md#restock-sign-up).
 */
export function productListButton(
  item: ListItem,
  restockSignUps: readonly string[],
): ProductListButton {
  if (isInStock(item.quantity)) return { kind: 'add-to-cart', price: item.price };
  return restockSignUps.includes(item.id) ? { kind: 'signed-up' } : { kind: 'notify-me' };
}
