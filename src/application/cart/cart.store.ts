import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import type { Cart, CartAddition, CartItem, CheckoutState, Order } from '@/domain/cart/cart';
import { applyCartFetch, CART_FETCH_OK_STATUS, type CartFetch } from '@/domain/cart/cart-fetch';
import { cartItemCount, visibleLines } from '@/domain/cart/cart-lines';
import { mergeCheckoutFields, type CheckoutFields, type PaymentForm } from '@/domain/cart/checkout';
import { quantityOfItem } from '@/domain/cart/item-quantity';
import {
  applyPaymentResult,
  type PaymentOutcome,
  type PaymentReturn,
} from '@/domain/cart/payment-result';
import { err, ok, type Result } from '@/domain/result';
import { checkAddToCart } from '@/domain/stock/add-to-cart-limit';
import { CartGateway } from './cart-gateway.port';
import { CheckoutWidget } from './checkout-widget.port';
import { GatewayError } from '@/application/shared/gateway-error';
import { CartAnalytics } from './cart-analytics';
import { OrderKeeper } from './order-keeper.port';

/**
 * What the cart holds between a server render and the page (docs/architecture.md#server-rendering).
 */
export type CartStoreState = CheckoutState<PaymentForm>;

/**
 * The cart calls whose failures are logged as `Couldn't <call>`: docs/product.md#errors names the
 * first seven; the others follow the same wording
 * (docs/decisions/0022-cart-calls-run-one-at-a-time.md).
 */
export type CartCall =
  | 'addItem'
  | 'updateItem'
  | 'addVoucher'
  | 'removeVoucher'
  | 'checkoutUpdate'
  | 'setEmail'
  | 'paymentResult'
  | 'setCountryLanguage'
  | 'checkoutFields'
  | 'paymentFields'
  | 'getCart';

/** How an add within the stock went (docs/product.md#validation, docs/product.md#errors). */
export type CartAddOutcome =
  | { readonly kind: 'added'; readonly addition: CartAddition }
  /** The limit refused it before any call, or the backend refused it as over stock. */
  | { readonly kind: 'over-limit' }
  /** Any other failure, only logged (docs/product.md#errors); the cart is unchanged. */
  | { readonly kind: 'failed' };

/**
 * The shopper's cart and checkout (docs/product.md#cart-data, docs/product.md#orders;
 * docs/product.md#cart-and-checkout; docs/product.md#errors). Every change puts the backend's
 * answer in place of the selection, with the checkout widget suspended meanwhile; changes run one
 * at a time, in the order asked, so each sees the cart the one before left (rapid clicks cannot
 * pass the stock). Failures are only logged.
 */
@injectable()
export class CartStore {
  selection: Cart | undefined = undefined;
  /** The payment step the external checkout shows (docs/product.md#commerce-backend). */
  payment: PaymentForm | undefined = undefined;
  /** The order a completed payment left (docs/product.md#cart-and-checkout), for the receipt. */
  order: Order | undefined = undefined;
  /** Changes asked for and not yet answered. */
  pendingChanges = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @inject(CartGateway) private readonly gateway: CartGateway,
    @inject(CheckoutWidget) private readonly widget: CheckoutWidget,
    @inject(CartAnalytics) @optional() private readonly analytics?: CartAnalytics,
    @inject(OrderKeeper) @optional() private readonly keeper?: OrderKeeper,
  ) {
    makeAutoObservable<this, 'gateway' | 'widget' | 'queue' | 'analytics' | 'keeper'>(
      this,
      {
        // Answers are replaced whole, never changed in place: kept as the plain data they are.
        selection: observable.ref,
        payment: observable.ref,
        order: observable.ref,
        gateway: false,
        widget: false,
        queue: false,
        analytics: false,
        keeper: false,
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

  get isUpdating(): boolean {
    return this.pendingChanges > 0;
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
    return this.serialised(async () => {
      const fetched = await this.logged('getCart', () => this.gateway.get());
      const outcome: CartFetch = fetched.ok
        ? { status: CART_FETCH_OK_STATUS, cart: fetched.value }
        : { status: statusOf(fetched.error) };
      runInAction(() => this.apply(applyCartFetch(this.state, outcome)));
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
    return this.change(async () => {
      if (stock !== undefined && !this.allowsAdd(itemId, quantity, stock)) {
        return { kind: 'over-limit' } as const;
      }
      const added = await this.suspended('addItem', () => this.gateway.addItem(itemId, quantity));
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

  /** The checkout page's payment step (docs/product.md#commerce-backend). */
  loadPayment(): Promise<boolean> {
    return this.serialised(async () => {
      const form = await this.logged('paymentFields', () => this.gateway.paymentFields());
      if (!form.ok) return false;
      runInAction(() => (this.payment = form.value));
      this.analytics?.paymentShown(this.selection);
      return true;
    });
  }

  /**
   * docs/product.md#cart-and-checkout: hands the payment provider's answer on; one with an order
   * stores the order and clears the selection and the payment. A call that fails leaves all as it
   * was (`unsent`, logged as "Couldn't paymentResult", docs/product.md#errors).
   */
  paymentResult(result: PaymentReturn): Promise<PaymentOutcome> {
    return this.serialised(async () => {
      const answer = await this.logged('paymentResult', () => this.gateway.paymentResult(result));
      if (!answer.ok) return { kind: 'unsent' } as const;
      runInAction(() => this.apply(applyPaymentResult(this.state, answer.value)));
      const { order } = answer.value;
      if (!order) return { kind: 'declined' } as const;
      this.analytics?.ordered(order);
      this.keeper?.keep(order);
      return { kind: 'ordered', order } as const;
    });
  }

  /**
   * The cart as the backend holds it now, say after another tab changed it
   * (docs/product.md#checkout-payment). Unlike `load`, a failed fetch keeps the selection: the
   * shopper is mid-checkout, and the backend judges the payment anyway.
   */
  refresh(): Promise<boolean> {
    return this.serialised(async () => {
      const fetched = await this.logged('getCart', () => this.gateway.get());
      if (fetched.ok) runInAction(() => (this.selection = fetched.value));
      return fetched.ok;
    });
  }

  /**
   * docs/product.md#orders: the receipt after a reload — the order kept for this browser session,
   * when the page has none of its own. Read after the page has taken over the server's HTML,
   * which knows no session.
   */
  recallOrder(): void {
    if (this.order) return;
    this.order = this.keeper?.recall();
  }

  toJSON(): CartStoreState {
    return this.state;
  }

  hydrate(state: CartStoreState): void {
    this.apply(state);
  }

  private get state(): CartStoreState {
    return { selection: this.selection, payment: this.payment, order: this.order };
  }

  private apply(state: CartStoreState): void {
    this.selection = state.selection;
    this.payment = state.payment;
    this.order = state.order;
  }

  /** docs/product.md#cart-and-checkout: a change whose answer replaces the selection. */
  private replace(call: CartCall, request: () => Promise<Cart>): Promise<boolean> {
    return this.change(async () => {
      const answer = await this.suspended(call, request);
      if (answer.ok) runInAction(() => (this.selection = answer.value));
      return answer.ok;
    });
  }

  private change<T>(task: () => Promise<T>): Promise<T> {
    this.pendingChanges += 1;
    return this.serialised(task).finally(() =>
      runInAction(() => {
        this.pendingChanges -= 1;
      }),
    );
  }

  /** Pauses the checkout widget during a change (docs/product.md#cart-and-checkout). */
  private async suspended<T>(
    call: CartCall,
    request: () => Promise<T>,
  ): Promise<Result<T, unknown>> {
    this.widget.suspend();
    try {
      return await this.logged(call, request);
    } finally {
      this.widget.resume();
    }
  }

  /** docs/product.md#errors: cart failures are only logged, as `Couldn't <call>`. */
  private async logged<T>(call: CartCall, request: () => Promise<T>): Promise<Result<T, unknown>> {
    try {
      return ok(await request());
    } catch (error) {
      console.error(`Couldn't ${call}`, error);
      return err(error);
    }
  }

  /** Runs `task` after every task asked for before it has settled. */
  private serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
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
