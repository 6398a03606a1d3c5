import { inject, injectable } from 'inversify';
import type { AddToCartRequestFromForm, FormAddOutcome } from '@/domain/cart/add-to-cart-form';
import { STORAGE_KEYS } from '@/domain/shared/storage-keys';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { CartStorage } from './cart-storage.port';
import { CartStore } from './cart.store';

/**
 * The cart for a page used before its scripts have run, or without them
 * (docs/product.md#before-scripts): the add a page's form posts to the server, and the kept cart
 * shown on the shopper's own pages (the checkout) from their first render — on the server and in
 * the browser's hydrating render alike, both reading the same cookie, so the two agree.
 */
@injectable()
export class CartBeforeScripts {
  constructor(
    @inject(CartStore) private readonly cart: CartStore,
    @inject(CartStorage) private readonly storage: CartStorage,
    @inject(VisitorGate) private readonly gate: VisitorGate,
  ) {}

  /**
   * Loads the kept cart for a first render. Nothing for a visitor without a cart (no cart is
   * opened for a crawler), nor once the page is the browser's, which loads the cart itself.
   */
  async loadForFirstRender(): Promise<void> {
    if (this.gate.isOpen || this.storage.get(STORAGE_KEYS.cart) === undefined) return;
    await this.cart.load();
  }

  /** The form's add: the backend holds the stock limit, as it does for every add. */
  async add(request: AddToCartRequestFromForm): Promise<FormAddOutcome> {
    const outcome = await this.cart.addWithinStock(request.itemId, request.quantity);
    return outcome.kind;
  }
}
