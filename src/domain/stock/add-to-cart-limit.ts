import { err, ok, type Result } from '@/domain/result';
import { QUANTITY_MIN } from './quantity-stepper';
import { remainingStock } from './stock-rules';

/** One add to cart: pieces asked for, pieces of that item already in the cart, its stock. */
export interface AddToCartStockCheck {
  readonly requested: number;
  readonly inCart: number;
  readonly stock: number;
}

/**
 * docs/product.md#validation, docs/product.md#errors Add to cart over stock: shown as an error
 * notification with these keys.
 */
export interface AddToCartOverLimit {
  readonly kind: 'stock/over-limit';
  readonly title: 'Add_To_Cart_Error_Title';
  readonly message: 'Add_To_Cart_Error_Message';
  /** How many more pieces could still be added. */
  readonly available: number;
}

function assertCount(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, not ${value}`);
  }
}

/**
 * docs/product.md#adding-to-cart: the requested quantity plus the quantity already in the cart must
 * not exceed the stock. Gives the cart line's quantity after the add, or the over-limit error.
 * Asking for less than one piece, or a negative cart quantity, is a bug: it throws.
 */
export function checkAddToCart(request: AddToCartStockCheck): Result<number, AddToCartOverLimit> {
  const { requested, inCart, stock } = request;
  assertCount('requested', requested, QUANTITY_MIN);
  assertCount('inCart', inCart, 0);
  const total = requested + inCart;
  if (total <= stock) return ok(total);
  return err({
    kind: 'stock/over-limit',
    title: 'Add_To_Cart_Error_Title',
    message: 'Add_To_Cart_Error_Message',
    available: remainingStock(stock, inCart),
  });
}
