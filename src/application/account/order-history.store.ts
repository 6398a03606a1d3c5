import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import type { OrderSummary } from '@/domain/account/order-summary';
import type { Order } from '@/domain/cart/cart';
import { AccountGateway } from './account-gateway.port';
import { AccountStore } from './account.store';

/** What an OrderHistoryStore writes to JSON and reads back (docs/architecture.md#stores). */
export interface OrderHistoryState {
  readonly orders?: readonly OrderSummary[] | undefined;
  readonly order?: Order | undefined;
}

/**
 * The signed-in shopper's past orders (docs/product.md#routes `account/overview/orders` and one
 * order), read with the account's token. An answer for a shopper who has since logged out, or
 * been replaced by another, is dropped, and a change of shopper forgets what was shown.
 */
@injectable()
export class OrderHistoryStore {
  orders: readonly OrderSummary[] | undefined = undefined;
  order: Order | undefined = undefined;

  constructor(
    @inject(AccountStore) private readonly account: AccountStore,
    @inject(AccountGateway) private readonly gateway: AccountGateway,
  ) {
    makeAutoObservable<this, 'account' | 'gateway'>(
      this,
      { account: false, gateway: false },
      { autoBind: true },
    );
    // Another shopper, or none, sees none of these orders.
    reaction(
      () => account.token,
      () => this.forget(),
    );
  }

  /** The shopper's past orders, newest first; a failure toasts and keeps none. */
  async loadOrders(): Promise<void> {
    await this.account.callWithToken(
      (token) => this.gateway.orders(token),
      (orders) => {
        this.orders = orders;
      },
    );
  }

  /** One past order; another one shown is dropped first. */
  async loadOrder(id: string): Promise<void> {
    if (this.order?.order !== id) this.order = undefined;
    await this.account.callWithToken(
      (token) => this.gateway.order(token, id),
      (order) => {
        this.order = order;
      },
    );
  }

  toJSON(): OrderHistoryState {
    return { orders: this.orders, order: this.order };
  }

  /** Takes the written state. */
  hydrate(state: OrderHistoryState): void {
    this.orders = state.orders;
    this.order = state.order;
  }

  private forget(): void {
    this.orders = undefined;
    this.order = undefined;
  }
}
