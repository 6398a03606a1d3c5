import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import type { Cart, CartAddition, CartItem, CheckoutState, Order } from '@/domain/cart/cart';
import { applyCartFetch, CART_FETCH_OK_STATUS, type CartFetch } from '@/domain/cart/cart-fetch';
import { cartItemCount, visibleLines } from '@/domain/cart/cart-lines';
import type { CheckoutFields, PaymentForm } from '@/domain/cart/checkout';
import { quantityOfItem } from '@/domain/cart/item-quantity';
import { applyPaymentResult, type PaymentReturn } from '@/domain/cart/payment-result';
import { err, ok, type Result } from '@/domain/result';
import { checkAddToCart } from '@/domain/stock/add-to-cart-limit';
import { CartGateway } from './cart-gateway.port';
import { CheckoutWidget } from './checkout-widget.port';
import { GatewayError } from '../shared/gateway-error';
import { CartAnalytics } from './cart-analytics';

/** What the cart holds between a server render and the page (ARCHITECTURE §8). */
export type CartStoreState = CheckoutState<PaymentForm>;

/**
 * The cart calls whose failures are logged as `Couldn't <call>`: SPEC §8 names the first
 * seven; the others follow the same wording (decisions5-cart.md).
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

/** How an add within the stock went (SPEC §5, §8). */
export type CartAddOutcome =
  | { readonly kind: 'added'; readonly addition: CartAddition }
  /** The limit refused it before any call, or the backend answered 409 (over stock). */
  | { readonly kind: 'over-limit' }
  /** Any other failure, only logged (SPEC §8); the cart is unchanged. */
  | { readonly kind: 'failed' };

/** SPEC §7 Commerce backend refusal for more pieces than in stock (decisions-cart.md). */
const OVER_STOCK_STATUS = 409;

/**
 * The shopper's cart and checkout (SPEC §3 Cart, Order; §4 Cart and checkout; §8). Every change
 * puts the backend's answer in place of the selection, with the checkout widget suspended
 * meanwhile; changes run one at a time, in the order asked, so each sees the cart the one
 * before left (rapid clicks cannot pass the stock). Failures are only logged.
 */
@injectable()
export class CartStore {
  selection: Cart | undefined = undefined;
  /** The payment step the external checkout shows (SPEC §7 `GET /cart/payment/fields/`). */
  payment: PaymentForm | undefined = undefined;
  /** The order a completed payment left (SPEC §4), for the receipt. */
  order: Order | undefined = undefined;
  /** Changes asked for and not yet answered. */
  pendingChanges = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @inject(CartGateway) private readonly gateway: CartGateway,
    @inject(CheckoutWidget) private readonly widget: CheckoutWidget,
    @inject(CartAnalytics) @optional() private readonly analytics?: CartAnalytics,
  ) {
    makeAutoObservable<this, 'gateway' | 'widget' | 'queue' | 'analytics'>(
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

  /** SPEC §3 Cart: the lines the cart panel shows (REP skus hidden). */
  get lines(): readonly CartItem[] {
    return visibleLines(this.selection);
  }

  /** SPEC §2 Header: the cart icon's count, of the visible lines. */
  get itemCount(): number {
    return cartItemCount(this.selection);
  }

  get isUpdating(): boolean {
    return this.pendingChanges > 0;
  }

  /** Pieces of an item the cart holds now (SPEC §5 Add-to-cart limit). */
  quantityInCart(itemId: string): number {
    return quantityOfItem(this.selection, itemId);
  }

  /**
   * SPEC §4: fetches the cart; anything but a 200 clears the selection (a failure is logged).
   * Runs in turn with the changes, so an older answer never overwrites a newer change.
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

  /** SPEC §7 add (qty defaults to 1): true when added; a failure is logged, cart unchanged. */
  async addItem(itemId: string, quantity = 1): Promise<boolean> {
    return (await this.addWithinStock(itemId, quantity)).kind === 'added';
  }

  /**
   * Adds when the limit allows it (SPEC §5 `checkAddToCart`: the pieces asked for plus those in
   * the cart must not pass `stock`). The check runs when the add's turn comes, against the cart
   * the earlier changes left, so concurrent adds cannot together pass the stock. Without a
   * stock only the backend checks.
   */
  addWithinStock(itemId: string, quantity = 1, stock?: number): Promise<CartAddOutcome> {
    return this.change(async () => {
      if (stock !== undefined) {
        const inCart = this.quantityInCart(itemId);
        if (!checkAddToCart({ requested: quantity, inCart, stock }).ok) {
          return { kind: 'over-limit' } as const;
        }
      }
      const added = await this.suspended('addItem', () => this.gateway.addItem(itemId, quantity));
      if (!added.ok) {
        return statusOf(added.error) === OVER_STOCK_STATUS
          ? ({ kind: 'over-limit' } as const)
          : ({ kind: 'failed' } as const);
      }
      runInAction(() => {
        this.selection = added.value.cart;
      });
      return { kind: 'added', addition: added.value } as const;
    });
  }

  /** SPEC §7 `PUT /cart/item/{line}/quantity/{qty}`: 0 removes the line. */
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

  /** SPEC §4: after the shopper changed country or language, the cart follows the site. */
  setCountryLanguage(): Promise<boolean> {
    return this.replace('setCountryLanguage', () => this.gateway.setCountryLanguage());
  }

  /** SPEC §7 checkout update: the country and/or email the checkout widget reports. */
  checkoutUpdate(countryCode?: string, email?: string): Promise<boolean> {
    return this.replace('checkoutUpdate', () => this.gateway.checkoutUpdate(countryCode, email));
  }

  checkoutFields(fields: CheckoutFields): Promise<boolean> {
    return this.replace('checkoutFields', () => this.gateway.checkoutFields(fields));
  }

  /** SPEC §7 `GET /cart/payment/fields/`: the payment step for the checkout page. */
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
   * SPEC §4: hands the payment provider's answer on; one with an order stores the order and
   * clears the selection and the payment. Resolves the order, if any.
   */
  paymentResult(result: PaymentReturn): Promise<Order | undefined> {
    return this.serialised(async () => {
      const answer = await this.logged('paymentResult', () => this.gateway.paymentResult(result));
      if (!answer.ok) return undefined;
      runInAction(() => this.apply(applyPaymentResult(this.state, answer.value)));
      if (answer.value.order) this.analytics?.ordered(answer.value.order);
      return answer.value.order;
    });
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

  /** SPEC §4: a change whose answer replaces the selection. */
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

  /** SPEC §4: the checkout widget is suspended during a change and resumed after, failed or not. */
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

  /** SPEC §8: cart failures are only logged, as `Couldn't <call>`. */
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
