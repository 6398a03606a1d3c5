import type { CheckoutDetails } from '@/domain/cart/checkout-address';

export const CheckoutDraft = Symbol('CheckoutDraft');

/**
 * What the shopper typed on the checkout page, kept for the browser tab's session
 * (docs/product.md#checkout-details), so a reload loses nothing — and no longer: it is their
 * address.
 */
export interface CheckoutDraft {
  keep(details: CheckoutDetails): void;
  /** What this session kept; `undefined` when nothing, or when what is kept is unreadable. */
  recall(): CheckoutDetails | undefined;
}
