import { inject, injectable } from 'inversify';
import { makeAutoObservable, when } from 'mobx';
import { STORAGE_KEYS } from '@/domain/shared/storage-keys';
import { formatStoredWishlist, parseStoredWishlist } from '@/domain/wishlist/stored-wishlist';
import {
  isInWishlist,
  removeFromWishlist,
  toggleWishlist,
  type Wishlist,
} from '@/domain/wishlist/wishlist-toggle';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import type { CartAddition } from '@/application/cart/cart-additions';

/** What a WishlistStore writes to JSON and reads back (docs/architecture.md#server-rendering). */
export interface WishlistStoreState {
  readonly ids: readonly string[];
}

/**
 * The shopper's wishlist (docs/product.md#wishlist, docs/product.md#wishlist): variant ids kept in
 * storage under `wishlist`, read once the visitor gate opens and written on every change. The icon
 * animation (docs/product.md#animations) is the caller's: it calls `HeaderFeedbackStore.animateWishlistIcon()`.
 */
@injectable()
export class WishlistStore {
  ids: Wishlist = [];

  constructor(
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(VisitorGate) gate: VisitorGate = new VisitorGate(),
  ) {
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
    when(() => gate.isOpen, this.readStored);
  }

  has(variantId: string): boolean {
    return isInWishlist(this.ids, variantId);
  }

  /** docs/product.md#wishlist: adds the variant when absent, removes it when present. */
  toggle(variantId: string): void {
    this.save(toggleWishlist(this.ids, variantId));
  }

  /**
   * docs/product.md#panels: an add to cart takes the variant off the wishlist, except on the
   * checkout route, where the wishlist is left as it is.
   */
  followAddition(addition: CartAddition): void {
    if (addition.variantId !== undefined && !addition.onCheckoutRoute)
      this.remove(addition.variantId);
  }

  /** Takes the variant off the wishlist, when it is there. */
  remove(variantId: string): void {
    if (!this.has(variantId)) return;
    this.save(removeFromWishlist(this.ids, variantId));
  }

  toJSON(): WishlistStoreState {
    return { ids: [...this.ids] };
  }

  /** Takes the state as written; storage is written on the shopper's next change. */
  hydrate(state: WishlistStoreState): void {
    this.ids = [...state.ids];
  }

  private readStored(): void {
    const text = this.storage.get(STORAGE_KEYS.wishlist);
    this.ids = parseStoredWishlist(text);
    // Whatever of a malformed value could not be read is discarded from storage too.
    if (text !== undefined && text !== formatStoredWishlist(this.ids)) {
      if (this.ids.length === 0) this.storage.remove(STORAGE_KEYS.wishlist);
      else this.storage.set(STORAGE_KEYS.wishlist, formatStoredWishlist(this.ids));
      console.warn('Discarded what could not be read of the stored wishlist.');
    }
  }

  private save(ids: Wishlist): void {
    this.ids = ids;
    this.storage.set(STORAGE_KEYS.wishlist, formatStoredWishlist(ids));
  }
}
