import { CART_LINE_QUANTITY_CAP } from '@/domain/stock/quantity-options';
import { err, ok, type Result } from '@/domain/result';

/** What a shop page's add-to-cart form sends when it is submitted without the shop's scripts. */
export interface AddToCartFormFields {
  readonly item: string | null;
  readonly quantity: string | null;
}

export interface AddToCartRequestFromForm {
  readonly itemId: string;
  readonly quantity: number;
}

export type AddToCartFormError =
  | { readonly kind: 'form/item-missing' }
  | { readonly kind: 'form/quantity-invalid'; readonly quantity: string };

/** Item ids are short codes; anything longer is not one of ours. */
const ITEM_ID_MAX_LENGTH = 100;

/**
 * docs/product.md#before-scripts: reads the add-to-cart form a browser posts before (or without)
 * the shop's scripts. The item is required; the quantity defaults to 1 and is a whole number from
 * 1 to the cart line's cap, as the quantity control offers.
 */
export function parseAddToCartForm(
  fields: AddToCartFormFields,
): Result<AddToCartRequestFromForm, AddToCartFormError> {
  const itemId = fields.item?.trim() ?? '';
  if (itemId === '' || itemId.length > ITEM_ID_MAX_LENGTH)
    return err({ kind: 'form/item-missing' });
  const typed = fields.quantity?.trim() ?? '';
  if (typed === '') return ok({ itemId, quantity: 1 });
  const quantity = /^\d{1,3}$/.test(typed) ? Number(typed) : Number.NaN;
  if (!(quantity >= 1 && quantity <= CART_LINE_QUANTITY_CAP)) {
    return err({ kind: 'form/quantity-invalid', quantity: typed });
  }
  return ok({ itemId, quantity });
}

/** How an add posted by a page without its scripts ended. */
export type FormAddOutcome = 'added' | 'over-limit' | 'failed';

/**
 * docs/product.md#before-scripts: the text key of the line the checkout shows when an add the
 * page's form posted did not happen, read from the checkout's address (`?added=…`); none for an
 * add that happened or an address that names no outcome of ours.
 */
export function formAddNoticeKey(outcome: string | null): string | undefined {
  if (outcome === 'over-limit') return 'Add_To_Cart_Error_Message';
  if (outcome === 'failed') return 'Checkout_Add_Failed';
  return undefined;
}
