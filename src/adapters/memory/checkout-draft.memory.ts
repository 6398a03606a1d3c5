import type { CheckoutDraft } from '@/application/cart/checkout-draft.port';
import type { CheckoutDetails } from '@/domain/cart/checkout-address';
import { keptDetailsText, readKeptDetails } from '@/adapters/shared/kept-checkout-details';

/** The checkout's typed details kept in a field, as the browser keeps them: for tests and servers. */
export class MemoryCheckoutDraft implements CheckoutDraft {
  private text: string | undefined;

  keep(details: CheckoutDetails): void {
    this.text = keptDetailsText(details);
  }

  recall(): CheckoutDetails | undefined {
    return readKeptDetails(this.text);
  }
}
