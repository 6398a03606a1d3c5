import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import type { Cart, CartAddition, CartItem } from '@/domain/cart/cart';
import { applyCartFetch, CART_FETCH_OK_STATUS, type CartFetch } from '@/domain/cart/cart-fetch';
import { cartItemCount, visibleLines } from '@/domain/cart/cart-lines';
import { mergeCheckoutFields, type CheckoutFields } from '@/domain/cart/checkout';
import { quantityOfItem } from '@/domain/cart/item-quantity';
import { checkAddToCart } from '@/domain/stock/add-to-cart-limit';
import { CartGateway } from './cart-gateway.port';
import { CartCalls, type CartCall } from './cart-calls';
import { GatewayError } from '@/application/shared/gateway-error';
import { CartAnalytics } from './cart-analytics';

/** How an add within the stock went (docs/product.md#validation, docs/product.md#errors). */
export type CartAddOutcome =
  | { readonly kind: 'added'; readonly addition: CartAddition }
  /** The limit refused it before any call, or the backend refused it as over stock. */
  | { readonly kind: 'over-limit' }
  /** Any other failure, only logged (docs/product.md#errors); the cart is unchanged. */
  | { readonly kind: 'failed' };

/** What the cart holds between a server render and the page (docs/architecture.md#server-rendering). */
export interface CartStoreState {
  readonly selection: Cart | undefined;
}

/**
 * The shopper's cart (docs/product.md#cart-data, docs/product.md#cart-and-checkout,
 * docs/product.md#errors): its lines and the checkout fields it carries. Every change puts the
 * backend's answer in place of the selection; the changes take their turns through `CartCalls`, so
 * each sees the cart the one before left. Failures are only logged.
 */
@injectable()
export class CartStore {
  selection: Cart | undefined = undefined;

  constructor(
    @inject(CartGateway) private readonly gateway: CartGateway,
    @inject(CartCalls) private readonly calls: CartCalls,
    @inject(CartAnalytics) @optional() private readonly analytics?: CartAnalytics,
  ) {
    makeAutoObservable<this, 'gateway' | 'calls' | 'analytics'>(
      this,
      {
        // Answers are replaced whole, never changed in place: kept as the plain data they are.
        selection: observable.ref,
        gateway: false,
        calls: false,
        analytics: false,
      },
      { autoBind: true },
    );
    if (analytics) {
      reaction(
        () => this.selection,
        (after, before) => analytics.selectionChanged(before, after),
      );
    }
  }

  /** docs/product.md#cart-data: the lines the cart panel shows (REP skus hidden). */
  get lines(): readonly CartItem[] {
    return visibleLines(this.selection);
  }

  /** docs/product.md#header: the cart icon's count, of the visible lines. */
  get itemCount(): number {
    return cartItemCount(this.selection);
  }

  /** A change is asked for and not yet answered. */
  get isUpdating(): boolean {
    return this.calls.isUpdating;
  }

  /** Pieces of an item the cart holds now (docs/product.md#adding-to-cart). */
  quantityInCart(itemId: string): number {
    return quantityOfItem(this.selection, itemId);
  }

  /**
   * docs/product.md#adding-to-cart: whether `quantity` more pieces of the item fit its `stock`
   * beside those the cart holds (`checkAddToCart`). The one place the shop applies the limit:
   * the buy buttons ask it before an add, and `addWithinStock` when the add's turn comes.
   */
  allowsAdd(itemId: string, quantity: number, stock: number): boolean {
    const inCart = this.quantityInCart(itemId);
    return checkAddToCart({ requested: quantity, inCart, stock }).ok;
  }

  /**
   * docs/product.md#cart-and-checkout: fetches the cart; anything but a 200 clears the selection (a
   * failure is logged). Runs in turn with the changes, so an older answer never overwrites a newer
   * change.
   */
  load(): Promise<void> {
    return this.calls.inTurn(async () => {
      const fetched = await this.calls.logged('getCart', () => this.gateway.get());
      const outcome: CartFetch = fetched.ok
        ? { status: CART_FETCH_OK_STATUS, cart: fetched.value }
        : { status: statusOf(fetched.error) };
      runInAction(() => this.hydrate(applyCartFetch(this.toJSON(), outcome)));
    });
  }

  /** Adds (1 by default): true when added; a failure is logged, the cart unchanged. */
  async addItem(itemId: string, quantity = 1): Promise<boolean> {
    return (await this.addWithinStock(itemId, quantity)).kind === 'added';
  }

  /**
   * Adds when the limit allows it (docs/product.md#validation `checkAddToCart`: the pieces asked
   * for plus those in the cart must not pass `stock`). The check runs when the add's turn comes,
   * against the cart the earlier changes left, so concurrent adds cannot together pass the stock.
   * Without a stock only the backend checks.
   */
  addWithinStock(itemId: string, quantity = 1, stock?: number): Promise<CartAddOutcome> {
    return this.calls.change(async () => {
      if (stock !== undefined && !this.allowsAdd(itemId, quantity, stock)) {
        return { kind: 'over-limit' } as const;
      }
      const added = await this.calls.suspended('addItem', () =>
        this.gateway.addItem(itemId, quantity),
      );
      if (!added.ok) {
        return isOverStock(added.error)
          ? ({ kind: 'over-limit' } as const)
          : ({ kind: 'failed' } as const);
      }
      runInAction(() => {
        this.selection = added.value.cart;
      });
      return { kind: 'added', addition: added.value } as const;
    });
  }

  /** Sets a line's quantity (docs/product.md#commerce-backend): 0 removes the line. */
  updateQuantity(lineId: string, quantity: number): Promise<boolean> {
    return this.replace('updateItem', () => this.gateway.updateQuantity(lineId, quantity));
  }

  addVoucher(code: string): Promise<boolean> {
    return this.replace('addVoucher', () => this.gateway.addVoucher(code));
  }

  removeVoucher(code: string): Promise<boolean> {
    return this.replace('removeVoucher', () => this.gateway.removeVoucher(code));
  }

  setEmail(email: string): Promise<boolean> {
    return this.replace('setEmail', () => this.gateway.setEmail(email));
  }

  /** The cart follows the site's new country or language (docs/product.md#cart-and-checkout). */
  setCountryLanguage(): Promise<boolean> {
    return this.replace('setCountryLanguage', () => this.gateway.setCountryLanguage());
  }

  /** The country and/or email the checkout widget reports (docs/product.md#commerce-backend). */
  checkoutUpdate(countryCode?: string, email?: string): Promise<boolean> {
    return this.replace('checkoutUpdate', () => this.gateway.checkoutUpdate(countryCode, email));
  }

  /**
   * Sends the checkout fields `patch` names, with the rest as the cart holds them when the call's
   * turn comes: the backend replaces the fields whole, so sending the address keeps the chosen
   * delivery option and the other way round (docs/product.md#delivery-options).
   */
  checkoutFields(patch: CheckoutFields): Promise<boolean> {
    return this.replace('checkoutFields', () =>
      this.gateway.checkoutFields(
        mergeCheckoutFields(this.selection?.checkout?.fields ?? {}, patch),
      ),
    );
  }

  /** docs/product.md#delivery-options: the shopper chose how the order is delivered. */
  async chooseDelivery(optionId: string): Promise<boolean> {
    const chosen = await this.checkoutFields({ deliveryOption: optionId });
    if (chosen) this.analytics?.deliveryChosen(this.selection);
    return chosen;
  }

  /**
   * The cart as the backend holds it now, say after another tab changed it
   * (docs/product.md#checkout-payment). Unlike `load`, a failed fetch keeps the selection: the
   * shopper is mid-checkout, and the backend judges the payment anyway.
   */
  refresh(): Promise<boolean> {
    return this.calls.inTurn(async () => {
      const fetched = await this.calls.logged('getCart', () => this.gateway.get());
      if (fetched.ok) runInAction(() => (this.selection = fetched.value));
      return fetched.ok;
    });
  }

  /** Puts a cart another call answered in place of the selection: a payment's order empties it. */
  replaceSelection(selection: Cart | undefined): void {
    this.selection = selection;
  }

  toJSON(): CartStoreState {
    return { selection: this.selection };
  }

  hydrate(state: CartStoreState): void {
    this.selection = state.selection;
  }

  /** docs/product.md#cart-and-checkout: a change whose answer replaces the selection. */
  private replace(call: CartCall, request: () => Promise<Cart>): Promise<boolean> {
    return this.calls.change(async () => {
      const answer = await this.calls.suspended(call, request);
      if (answer.ok) runInAction(() => (this.selection = answer.value));
      return answer.ok;
    });
  }
}

/** The HTTP status of a failed call; a failure without one (network, timeout) has none (0). */
function statusOf(error: unknown): number {
  return error instanceof GatewayError ? (error.status ?? 0) : 0;
}

/** The backend refused more pieces than in stock (docs/product.md#adding-to-cart). */
function isOverStock(error: unknown): boolean {
  return error instanceof GatewayError && error.kind === 'cart/over-stock';
}
