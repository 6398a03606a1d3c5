import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { err, ok, type Result } from '@/domain/result';
import { CheckoutWidget } from './checkout-widget.port';

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

/**
 * How the shop calls the cart backend (docs/product.md#cart-and-checkout, docs/product.md#errors):
 * one call at a time, in the order asked, so each sees the cart the one before left (rapid clicks
 * cannot pass the stock); a change pauses the checkout widget while it runs; a failure is logged
 * and answered as a value. The cart and the checkout's order share this one turn.
 */
@injectable()
export class CartCalls {
  /** Changes asked for and not yet answered. */
  pendingChanges = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(@inject(CheckoutWidget) private readonly widget: CheckoutWidget) {
    makeAutoObservable<this, 'widget' | 'queue'>(
      this,
      { widget: false, queue: false },
      { autoBind: true },
    );
  }

  get isUpdating(): boolean {
    return this.pendingChanges > 0;
  }

  /**
   * A task that changes the cart: counted as pending from when it is asked, run in its turn. It
   * sets what the answer changes before its turn ends, so the next task sees it.
   */
  change<T>(task: () => Promise<T>): Promise<T> {
    this.pendingChanges += 1;
    return this.inTurn(task).finally(() =>
      runInAction(() => {
        this.pendingChanges -= 1;
      }),
    );
  }

  /** Pauses the checkout widget during a change (docs/product.md#cart-and-checkout). */
  async suspended<T>(call: CartCall, request: () => Promise<T>): Promise<Result<T, unknown>> {
    this.widget.suspend();
    try {
      return await this.logged(call, request);
    } finally {
      this.widget.resume();
    }
  }

  /** Runs `task` after every task asked for before it has settled. */
  inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** docs/product.md#errors: cart failures are only logged, as `Couldn't <call>`. */
  async logged<T>(call: CartCall, request: () => Promise<T>): Promise<Result<T, unknown>> {
    try {
      return ok(await request());
    } catch (error) {
      console.error(`Couldn't ${call}`, error);
      return err(error);
    }
  }
}
