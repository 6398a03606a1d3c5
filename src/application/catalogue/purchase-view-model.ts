import { makeAutoObservable, runInAction } from 'mobx';
import { ADD_TO_CART_ANIMATION_MS } from '@/domain/stock/product-list-button';
import { HOTSPOT_QUANTITY_START } from '@/domain/stock/hotspot-quantity';
import { typedQuantity, type TypedQuantity } from '@/domain/stock/typed-quantity';
import {
  QUANTITY_MIN,
  quantityButtons,
  type QuantityButtons,
} from '@/domain/stock/quantity-stepper';
import type { AddToCart } from '@/application/cart/add-to-cart';
import type { CartStore } from '@/application/cart/cart.store';
import type { Cancel, Scheduler } from '@/application/shared/scheduler.port';

/** What an add puts in the cart: the item, its variant (taken off the wishlist), its stock. */
export interface PurchaseLine {
  readonly itemId: string;
  readonly variantId: string;
  /** The item's stock in the current market, which the add may not pass (docs/product.md#adding-to-cart). */
  readonly stock: number;
  /** Shown in the mini cart. */
  readonly productName: string;
}

/** What is for sale as its owner shows it now. */
export interface PurchaseSubject {
  /** The stock the quantity is bounded by (a product's, all sizes', before a size is chosen). */
  readonly stock: number;
  /** What an add would put in the cart; none until the size or variant is known. */
  readonly line: PurchaseLine | undefined;
}

/** Where the quantity starts and what an add does to it. */
export interface PurchasePolicy {
  /** The quantity it starts at, goes back to after an add, and never goes below. */
  readonly start: number;
  /** Whether an add shows "added" for 2 s before the quantity goes back, or it goes back at once. */
  readonly showsAdded: boolean;
}

/** docs/product.md#product-list-item: from 1; after an add the button reads "added" for 2 s. */
export const LIST_ITEM_PURCHASE: PurchasePolicy = { start: QUANTITY_MIN, showsAdded: true };

/** docs/product.md#hero-hotspot: from 0; after an add it is back at 0 at once (the popup closes). */
export const HOTSPOT_PURCHASE: PurchasePolicy = {
  start: HOTSPOT_QUANTITY_START,
  showsAdded: false,
};

/** The singletons a purchase asks. */
export interface PurchaseViewModelDeps {
  readonly cart: CartStore;
  readonly addToCart: AddToCart;
  readonly scheduler: Scheduler;
}

/**
 * Buying one thing in a chosen quantity, wherever the shop offers it — product card, quick view,
 * product page, hero hotspot (docs/product.md#adding-to-cart): the quantity and its bounds against the stock less
 * the cart, the add through the AddToCart use case (limit, mini cart, wishlist, analytics), the
 * add under way, and the "added" state. Made by `PurchaseViewModelFactory` for a view model that
 * knows what is for sale; `dispose()` when it leaves the screen.
 */
export class PurchaseViewModel {
  quantity: number;
  /** An add is under way. */
  isAdding = false;
  /** docs/product.md#product-list-item: the add animation, 2 s after an add; then the quantity resets. */
  justAdded = false;
  private cancelAdded: Cancel | undefined;

  constructor(
    private readonly subject: () => PurchaseSubject,
    private readonly policy: PurchasePolicy,
    private readonly deps: PurchaseViewModelDeps,
  ) {
    this.quantity = policy.start;
    makeAutoObservable<this, 'subject' | 'policy' | 'deps' | 'cancelAdded'>(
      this,
      { subject: false, policy: false, deps: false, cancelAdded: false },
      { autoBind: true },
    );
  }

  /** The item an add would buy now; none until the size or variant is known. */
  get itemId(): string | undefined {
    return this.subject().line?.itemId;
  }

  /** The stock the quantity is bounded by. */
  get stock(): number {
    return this.subject().stock;
  }

  /** Pieces of the line's item already in the cart. */
  get inCart(): number {
    const line = this.subject().line;
    return line ? this.deps.cart.quantityInCart(line.itemId) : 0;
  }

  /** docs/product.md#validation: plus stops where one more would pass the stock, minus at the start. */
  get quantityButtons(): QuantityButtons {
    return quantityButtons(
      { quantity: this.quantity, stock: this.stock, inCart: this.inCart },
      this.policy.start,
    );
  }

  /** Whether add may be pressed: something to add, at least one piece, within the limit. */
  get canAddToCart(): boolean {
    const line = this.subject().line;
    return (
      !this.isAdding &&
      line !== undefined &&
      this.quantity >= QUANTITY_MIN &&
      this.deps.cart.allowsAdd(line.itemId, this.quantity, this.stock)
    );
  }

  increment(): void {
    if (!this.quantityButtons.plusDisabled) this.quantity += 1;
  }

  decrement(): void {
    if (!this.quantityButtons.minusDisabled) this.quantity -= 1;
  }

  /**
   * docs/product.md#validation: a quantity typed into the selector, moved to its bounds when
   * outside them (the start quantity, the stock less the cart's); says which bound it met.
   */
  typeQuantity(typed: string): TypedQuantity {
    const max = this.stock - this.inCart;
    const result = typedQuantity(typed, { current: this.quantity, min: this.policy.start, max });
    this.quantity = result.quantity;
    return result;
  }

  /** Back to the start quantity, the "added" state ended (another variant has its own stock). */
  reset(): void {
    this.dispose();
    this.justAdded = false;
    this.quantity = this.policy.start;
  }

  /** Takes a quantity saved with its owner's state. */
  restore(quantity: number): void {
    this.quantity = quantity;
  }

  /**
   * Adds the line in the chosen quantity through the AddToCart use case; with nothing to add,
   * an add under way or no piece asked, nothing is asked. Over the stock limit the use case
   * answers with the error toast and the quantity stays. Resolves whether it was added.
   */
  async add(options: { readonly onCheckoutRoute?: boolean } = {}): Promise<boolean> {
    const line = this.subject().line;
    if (!line || this.isAdding || this.quantity < QUANTITY_MIN) return false;
    this.isAdding = true;
    const added = await this.deps.addToCart.run({
      ...line,
      quantity: this.quantity,
      onCheckoutRoute: options.onCheckoutRoute,
    });
    runInAction(() => {
      this.isAdding = false;
      if (added) this.afterAdd();
    });
    return added;
  }

  /** Stops the "added" state's timer. */
  dispose(): void {
    this.cancelAdded?.();
    this.cancelAdded = undefined;
  }

  private afterAdd(): void {
    if (!this.policy.showsAdded) {
      this.quantity = this.policy.start;
      return;
    }
    this.dispose();
    this.justAdded = true;
    this.cancelAdded = this.deps.scheduler.after(ADD_TO_CART_ANIMATION_MS, this.endAdded);
  }

  private endAdded(): void {
    this.justAdded = false;
    this.quantity = this.policy.start;
    this.cancelAdded = undefined;
  }
}
