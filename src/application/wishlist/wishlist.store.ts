import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { STORAGE_KEYS } from '@/domain/constants';
import { formatStoredWishlist, parseStoredWishlist } from '@/domain/wishlist/stored-wishlist';
import {
  isInWishlist,
  removeFromWishlist,
  toggleWishlist,
  type Wishlist,
} from '@/domain/wishlist/wishlist-toggle';
import { KeyValueStorage } from '../shared/key-value-storage.port';

/** What a WishlistStore writes to JSON and reads back (ARCHITECTURE §8). */
export interface WishlistStoreState {
  readonly ids: readonly string[];
}

/**
 * The shopper's wishlist (SPEC §3 Wishlist, §4 Wishlist): variant ids kept in storage under
 * `wishlist`, read when the store is made and written on every change. The icon animation
 * (SPEC §4 Animations) is the caller's: it calls `UiStore.animateWishlistIcon()`.
 */
@injectable()
export class WishlistStore {
  ids: Wishlist;

  constructor(@inject(KeyValueStorage) private readonly storage: KeyValueStorage) {
    const text = storage.get(STORAGE_KEYS.wishlist);
    this.ids = parseStoredWishlist(text);
    // Issue 8: whatever of a malformed value could not be read is discarded from storage too.
    if (text !== undefined && text !== formatStoredWishlist(this.ids)) {
      if (this.ids.length === 0) storage.remove(STORAGE_KEYS.wishlist);
      else storage.set(STORAGE_KEYS.wishlist, formatStoredWishlist(this.ids));
      console.warn('Discarded what could not be read of the stored wishlist.');
    }
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  has(variantId: string): boolean {
    return isInWishlist(this.ids, variantId);
  }

  /** SPEC §4 Wishlist: adds the variant when absent, removes it when present. */
  toggle(variantId: string): void {
    this.save(toggleWishlist(this.ids, variantId));
  }

  /** SPEC §4 Panels: an add to cart takes the item off the wishlist (the caller skips checkout). */
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

  private save(ids: Wishlist): void {
    this.ids = ids;
    this.storage.set(STORAGE_KEYS.wishlist, formatStoredWishlist(ids));
  }
}
