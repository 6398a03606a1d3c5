import type { CheckoutDraft } from '@/application/cart/checkout-draft.port';
import type { CheckoutDetails } from '@/domain/cart/checkout-address';
import { keptDetailsText, readKeptDetails } from '@/adapters/shared/kept-checkout-details';

const KEY = 'checkout-details';

/**
 * The checkout's typed details in `sessionStorage`: a reload keeps them, closing the tab forgets
 * them. Blocked storage keeps nothing; the page then works as without it.
 */
export class SessionCheckoutDraft implements CheckoutDraft {
  keep(details: CheckoutDetails): void {
    try {
      window.sessionStorage.setItem(KEY, keptDetailsText(details));
    } catch {
      // Full or blocked storage: the details live for this page only.
    }
  }

  recall(): CheckoutDetails | undefined {
    try {
      return readKeptDetails(window.sessionStorage.getItem(KEY) ?? undefined);
    } catch {
      return undefined;
    }
  }
}
