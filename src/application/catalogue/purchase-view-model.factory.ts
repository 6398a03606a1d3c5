import { inject, injectable } from 'inversify';
import { AddToCart } from '@/application/cart/add-to-cart';
import { CartStore } from '@/application/cart/cart.store';
import { Scheduler } from '@/application/shared/scheduler.port';
import {
  PurchaseViewModel,
  type PurchasePolicy,
  type PurchaseSubject,
  type PurchaseViewModelDeps,
} from './purchase-view-model';

/**
 * Makes a `PurchaseViewModel` per thing offered (each has its own quantity), wired to the
 * shop's singletons. The product, product card and hotspot view models each hold one.
 */
@injectable()
export class PurchaseViewModelFactory {
  private readonly deps: PurchaseViewModelDeps;

  constructor(
    @inject(CartStore) cart: CartStore,
    @inject(AddToCart) addToCart: AddToCart,
    @inject(Scheduler) scheduler: Scheduler,
  ) {
    this.deps = { cart, addToCart, scheduler };
  }

  /** A purchase of what `subject` tells at each read, its quantity ruled by `policy`. */
  create(subject: () => PurchaseSubject, policy: PurchasePolicy): PurchaseViewModel {
    return new PurchaseViewModel(subject, policy, this.deps);
  }
}
